import { useEffect, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { createPlayer, stepIntervalMs } from '@/core/player/player';

/**
 * A player over a run of `stepCount` steps, opened at `startIndex`: a new run (a new trace) gets a
 * fresh player, a new speed only changes its interval, and leaving the page stops its timer.
 *
 * A run that is `playing` (an operation just asked for) is created running and its timer starts as it
 * commits, so the page renders it once, already playing, rather than idle and then again running.
 */
export function useStepPlayer(
  run: unknown,
  stepCount: number,
  startIndex: number,
  speed: number,
  playing = false,
) {
  const player = useMemo(
    () => createPlayer({ stepCount, intervalMs: 0, startIndex, playing }),
    // The run's identity, not only its length, decides when the player starts over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [run, stepCount, startIndex],
  );
  const state = useSyncExternalStore(player.subscribe, player.getSnapshot, player.getSnapshot);
  // As the player commits, so that a run started in the same commit (a layout effect) has its interval.
  useLayoutEffect(() => player.setIntervalMs(stepIntervalMs(speed)), [player, speed]);
  // Only a player created playing is running before it commits; this starts its first step's timer.
  useLayoutEffect(() => {
    if (player.getSnapshot().status === 'running') player.play();
  }, [player]);
  useEffect(() => () => player.pause(), [player]);
  return { player, state };
}
