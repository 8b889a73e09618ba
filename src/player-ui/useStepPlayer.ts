import { useEffect, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { createPlayer, stepIntervalMs } from '@/core/player/player';

/**
 * A player over a run of `stepCount` steps, opened at `startIndex`: a new run (a new trace) gets a
 * fresh player, a new speed only changes its interval, and leaving the page stops its timer.
 */
export function useStepPlayer(run: unknown, stepCount: number, startIndex: number, speed: number) {
  const player = useMemo(
    () => createPlayer({ stepCount, intervalMs: 0, startIndex }),
    // The run's identity, not only its length, decides when the player starts over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [run, stepCount, startIndex],
  );
  const state = useSyncExternalStore(player.subscribe, player.getSnapshot, player.getSnapshot);
  // As the player commits, so that a run started in the same commit (a layout effect) has its interval.
  useLayoutEffect(() => player.setIntervalMs(stepIntervalMs(speed)), [player, speed]);
  useEffect(() => () => player.pause(), [player]);
  return { player, state };
}
