/**
 * Everything that reopens a grid search exactly, and its URL form: the algorithm, the grid (size, start,
 * goal and walls in one short parameter, length-checked before it is read), the preset it came from, the
 * heuristic, speed and step.
 */
import { SPEED_DEFAULT } from '@/core/player/player';
import { runLinkCodec, type Playback } from '@/core/player/runLink';
import { boundedParam, enumParam } from '@/core/urlParams';
import { GRID_ALGORITHM_MODULES } from '../registry';
import {
  DEFAULT_GRID_PRESET,
  decodeGrid,
  encodeGrid,
  GRID_PRESET_IDS,
  gridPreset,
  MAX_GRID_LINK_CHARS,
  type Grid,
  type GridPresetId,
} from './grid';
import { HEURISTICS, type Heuristic } from './types';

export type GridAlgorithmId = (typeof GRID_ALGORITHM_MODULES)[number]['id'];
export const GRID_ALGORITHM_ORDER: readonly GridAlgorithmId[] = GRID_ALGORITHM_MODULES.map((m) => m.id);

interface GridRun {
  readonly algorithm: GridAlgorithmId;
  readonly grid: Grid;
  /** The preset the grid came from; null once the learner has changed it. */
  readonly preset: GridPresetId | null;
  readonly heuristic: Heuristic;
}

export type GridRunConfig = GridRun & Playback;

export function defaultGridRun(
  algorithm: GridAlgorithmId = GRID_ALGORITHM_ORDER[0] as GridAlgorithmId,
): GridRunConfig {
  return {
    algorithm,
    grid: gridPreset(DEFAULT_GRID_PRESET),
    preset: DEFAULT_GRID_PRESET,
    heuristic: 'manhattan',
    speed: SPEED_DEFAULT,
    step: 0,
  };
}

const gridRunLink = runLinkCodec<GridRun>({
  write: (run) => ({
    algo: run.algorithm,
    grid: encodeGrid(run.grid),
    preset: run.preset,
    h: run.heuristic,
  }),
  read: (params) => {
    const algorithm = enumParam(params, 'algo', GRID_ALGORITHM_ORDER);
    if (algorithm === null) return null;
    const preset = enumParam(params, 'preset', GRID_PRESET_IDS);
    const raw = boundedParam(params, 'grid', MAX_GRID_LINK_CHARS);
    const decoded = raw === null ? null : decodeGrid(raw);
    return {
      algorithm,
      grid: decoded ?? gridPreset(preset ?? DEFAULT_GRID_PRESET),
      preset: decoded ? preset : (preset ?? DEFAULT_GRID_PRESET),
      heuristic:
        enumParam(
          params,
          'h',
          HEURISTICS.map((h) => h.id),
        ) ?? 'manhattan',
    };
  },
});

export const encodeGridRunConfig: (config: GridRunConfig) => string = gridRunLink.encode;
/** Reads a grid search from URL parameters; null when they name no grid algorithm. */
export const decodeGridRunConfig: (search: string) => GridRunConfig | null = gridRunLink.decode;

/** Why a shared grid link could not be opened as it was (a grid that did not decode), or null. */
export function gridLinkNotice(search: string): string | null {
  const params = new URLSearchParams(search);
  if (enumParam(params, 'algo', GRID_ALGORITHM_ORDER) === null) return null;
  const raw = params.get('grid');
  if (raw === null) return null;
  if (raw.length > MAX_GRID_LINK_CHARS)
    return 'The shared grid is longer than any 40×40 grid, so the default grid is shown instead.';
  return decodeGrid(raw) === null
    ? 'The shared grid could not be read, so the default grid is shown instead.'
    : null;
}
