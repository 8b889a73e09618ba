import { useLayoutEffect, useRef } from 'react';
import type { Player } from '@/core/player/player';

/**
 * An operation the learner asks for plays at once; a shared link opens paused at its step. The command
 * that starts a new run says which (`playNextRun(true)`), and the run plays as its player commits: in a
 * layout effect, so that its first timer is set in the same task that shows it (an operation started as
 * a transition commits in a task of its own).
 */
export function usePlayNextRun(player: Player): (play: boolean) => void {
  const playNext = useRef(false);
  useLayoutEffect(() => {
    if (!playNext.current) return;
    playNext.current = false;
    player.play();
  }, [player]);
  return (play: boolean) => {
    playNext.current = play;
  };
}
