import type { Player } from '@/core/player/player';

/**
 * The player's controls as the playback row and the shortcuts use them, where Reset goes back to the
 * start of the same run (the input is the learner's, so nothing is regenerated).
 */
export function playbackActions(player: Player) {
  return {
    play: player.play,
    pause: player.pause,
    toggle: player.toggle,
    stepForward: player.stepForward,
    stepBack: player.stepBack,
    seek: player.seek,
    reset: () => {
      player.pause();
      player.seek(0);
    },
  };
}
