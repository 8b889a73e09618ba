import { useState } from 'react';
import { useStepPlayer } from '@/player-ui/useStepPlayer';

/**
 * An operation the learner asks for plays at once; a shared link opens paused at its step. The command
 * that starts a new run says which (`playNextRun(true)`) alongside the new run, and the page creates
 * that run's player playing (useStepPlayer's `playing`), so the run is drawn running in its first render.
 */
export function usePlayNextRun(): [playing: boolean, playNextRun: (play: boolean) => void] {
  return useState(false);
}

/** The step player of a page whose every operation is a trace: opened at `openedAt`, or playing at once. */
export function useOperationPlayer(trace: { stepCount: number }, openedAt: number, speed: number) {
  const [playsAtOnce, playNextRun] = usePlayNextRun();
  const { state, player } = useStepPlayer(
    trace,
    trace.stepCount,
    Math.min(openedAt, trace.stepCount),
    speed,
    playsAtOnce,
  );
  return { state, player, playNextRun };
}
