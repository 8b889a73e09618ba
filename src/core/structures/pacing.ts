/**
 * Paces a step player frame by frame: each time the player shows a frame, its interval becomes that
 * frame's own duration, so an operation's steps keep their recorded timings (a 1 s step, a 200 ms move
 * of a list traversal, the end pause) while the player stays the shared one.
 */
import type { Player } from '../player/player';

/** Keeps `player`'s interval at `durationOf(frame shown)`; returns the function that stops it. */
export function paceByFrame(player: Player, durationOf: (index: number) => number): () => void {
  let paced = -1;
  const pace = () => {
    const { index, status } = player.getSnapshot();
    // Setting the interval restarts a running timer, so only do it when the frame (or status) changed.
    const key = status === 'running' ? index : -1;
    if (key === paced) return;
    paced = key;
    player.setIntervalMs(durationOf(index));
  };
  pace();
  return player.subscribe(pace);
}
