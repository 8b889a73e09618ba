import { useState } from 'react';

/**
 * An operation the learner asks for plays at once; a shared link opens paused at its step. The command
 * that starts a new run says which (`playNextRun(true)`) alongside the new run, and the page creates
 * that run's player playing (useStepPlayer's `playing`), so the run is drawn running in its first render.
 */
export function usePlayNextRun(): [playing: boolean, playNextRun: (play: boolean) => void] {
  return useState(false);
}
