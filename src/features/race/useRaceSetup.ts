import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { newSeed, type ArrayAlgorithmId, type InputPreset } from '@/core/algorithms';
import {
  RACE_URL_KEYS,
  decodeRaceSetup,
  defaultRaceSetup,
  encodeRaceSetup,
  normaliseSelection,
  type CustomInput,
  type RaceKind,
  type RaceSetup,
} from '@/core/race';
import { DEVELOPMENT_TOOLS } from '@/ui/developmentTools';

/** The race's URL: this screen's parameters replaced, any other (renderer, benchSize) kept. */
export function raceUrl(setup: RaceSetup, current: URL): string {
  const params = new URLSearchParams(current.search);
  for (const key of RACE_URL_KEYS) params.delete(key);
  for (const [key, value] of encodeRaceSetup(setup)) params.set(key, value);
  return `${current.pathname}?${params.toString()}${current.hash}`;
}

/**
 * Writes the address without the router's wrapper of history.replaceState. The router would tell every
 * component that reads the query string, and the race screen, the only one here that does, reads it once
 * as it opens; going through the router re-rendered the whole screen synchronously after each change,
 * the first one right as the page opens (a long task on a phone).
 */
function replaceAddress(url: string): void {
  History.prototype.replaceState.call(window.history, window.history.state, '', url);
}

/**
 * The race's setup: read from the URL once, and written back to it (replaceState) on every change, so
 * the address bar always holds a bookmark of the race on screen.
 */
export function useRaceSetup() {
  const search = useSearch();
  const [setup, setSetup] = useState<RaceSetup>(() =>
    decodeRaceSetup(search, defaultRaceSetup(newSeed()), { acceptBenchSize: DEVELOPMENT_TOOLS }),
  );

  useEffect(() => {
    const next = raceUrl(setup, new URL(window.location.href));
    const now = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    if (next !== now) replaceAddress(next);
  }, [setup]);

  const update = useCallback(
    (changes: Partial<RaceSetup>) => setSetup((current) => ({ ...current, ...changes })),
    [],
  );

  const actions = useMemo(
    () => ({
      /** Switching tabs clears the selection. */
      setKind: (kind: RaceKind) =>
        setSetup((current) => (current.kind === kind ? current : { ...current, kind, algorithms: [] })),
      toggleAlgorithm: (id: ArrayAlgorithmId) =>
        setSetup((current) => {
          const selected = current.algorithms.includes(id)
            ? current.algorithms.filter((other) => other !== id)
            : [...current.algorithms, id];
          return { ...current, algorithms: normaliseSelection(current.kind, selected) };
        }),
      /** A new size keeps the seed (the array grows or shrinks) and leaves custom input. */
      setSize: (size: number) => update({ size, custom: null }),
      setPreset: (preset: InputPreset) => update({ preset, seed: newSeed(), custom: null }),
      newArray: () => update({ seed: newSeed(), custom: null }),
      setCustom: (custom: CustomInput) => update({ custom, size: custom.values.length }),
      setSpeed: (speed: number) => update({ speed }),
      /** Keeps the first `max` algorithms selected (room for the learner's lane). */
      limitAlgorithms: (max: number) =>
        setSetup((current) =>
          current.algorithms.length <= max
            ? current
            : { ...current, algorithms: current.algorithms.slice(0, max) },
        ),
    }),
    [update],
  );

  return { setup, actions };
}
