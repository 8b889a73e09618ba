/**
 * How the learner's sort goes from Your Code to Race Mode: "Race it" keeps the code and its language
 * for this tab (`queuebee.race.code`, sessionStorage, or memory where storage is refused) and opens the
 * race on the array it ran on. The race runs the code itself on its own input, so the lane stays on
 * the race's array when the learner picks another one, and a reload of the race keeps the lane.
 */
import { SORTING_ALGORITHM_IDS, type SortingAlgorithmId } from '@/core/algorithms/catalog';
import type { PlaygroundLanguage } from '@/core/playground/recording';
import { STORAGE_KEYS } from '@/core/storage/keys';
import type { SafeStorage } from '@/core/storage/safeStorage';
import { defaultRaceSetup, encodeRaceSetup } from './setup';

export interface CodeLaneSource {
  readonly language: PlaygroundLanguage;
  readonly code: string;
}

/**
 * The built-in sorts "Race it" races the learner's against: the catalog's first three, the simple sorts
 * a learner's first sort is usually one of (the learner may pick others).
 */
export const RACE_IT_ALGORITHMS: readonly SortingAlgorithmId[] = SORTING_ALGORITHM_IDS.slice(0, 3);

const LANGUAGES: readonly unknown[] = ['javascript', 'python'];

function parseSource(raw: unknown): CodeLaneSource | undefined {
  if (typeof raw !== 'object' || raw === null || (raw as { version?: unknown }).version !== 1)
    return undefined;
  const { language, code } = raw as Record<string, unknown>;
  if (!LANGUAGES.includes(language) || typeof code !== 'string') return undefined;
  return { language: language as PlaygroundLanguage, code };
}

export function loadCodeLane(storage: SafeStorage): CodeLaneSource | null {
  return storage.readJson<CodeLaneSource | null>(STORAGE_KEYS.raceCode, parseSource, null);
}

export function saveCodeLane(storage: SafeStorage, source: CodeLaneSource): void {
  storage.writeJson(STORAGE_KEYS.raceCode, { version: 1, language: source.language, code: source.code });
}

export function removeCodeLane(storage: SafeStorage): void {
  storage.remove(STORAGE_KEYS.raceCode);
}

/** The race's query for "Race it": the sorting tab and the default rivals, on exactly `values`. */
export function raceItQuery(values: readonly number[], seed: number): string {
  const setup = {
    ...defaultRaceSetup(seed),
    algorithms: [...RACE_IT_ALGORITHMS],
    custom: { values: [...values], target: null },
    size: values.length,
  };
  return encodeRaceSetup(setup).toString();
}
