import { startTransition, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import {
  createPlayer,
  isTimerStep,
  stepIntervalMs,
  type Player,
  type PlayerState,
} from '@/core/player/player';

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
  const state = usePlayerState(player);
  // As the player commits, so that a run started in the same commit (a layout effect) has its interval.
  useLayoutEffect(() => player.setIntervalMs(stepIntervalMs(speed)), [player, speed]);
  // Only a player created playing is running before it commits; this starts its first step's timer.
  useLayoutEffect(() => {
    if (player.getSnapshot().status === 'running') player.play();
  }, [player]);
  useEffect(() => () => player.pause(), [player]);
  return { player, state };
}

/**
 * The player's state as the page renders it. A step the running player's timer takes renders as a
 * transition: React renders the page in slices between other tasks and runs its effects after the
 * commit, so a slow phone's thread is not held by the whole step at once. Whatever the learner does
 * (play, pause, a step by hand, a seek) renders at once, as any input does.
 */
function usePlayerState(player: Player): PlayerState {
  // What a new player's first render shows, before it has published anything.
  const first = useMemo(() => player.getSnapshot(), [player]);
  const [shown, setShown] = useState({ player, state: first });
  useLayoutEffect(() => {
    let previous = first;
    const show = () => {
      const next = player.getSnapshot();
      const byTimer = isTimerStep(previous, next);
      previous = next;
      if (byTimer) startTransition(() => setShown({ player, state: next }));
      else setShown({ player, state: next });
    };
    // A change between that first render and this subscription (a child's layout effect) shows too.
    if (player.getSnapshot() !== first) show();
    return player.subscribe(show);
  }, [player, first]);
  return shown.player === player ? shown.state : first;
}
