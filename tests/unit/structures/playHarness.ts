/** Plays an operation's trace on a real step player paced frame by frame (use with Vitest fake timers). */
import { createPlayer, SPEED_DEFAULT } from '@/core/player/player';
import {
  frameDurationMs,
  paceByFrame,
  scriptTrace,
  type OperationState,
  type StructureKind,
  type TimedScript,
} from '@/core/structures';

/** Starts the script the way a page does: its first step at once, then played at `speed`. */
export function playScript<K extends StructureKind>(script: TimedScript<K>, speed = SPEED_DEFAULT) {
  const trace = scriptTrace(script);
  const player = createPlayer({ stepCount: trace.stepCount, intervalMs: 0, startIndex: 1 });
  const stop = paceByFrame(player, (index) => frameDurationMs(trace, index, speed));
  player.play();
  const state = (): OperationState<K> => trace.frameAt(player.getSnapshot().index).model;
  return { trace, player, state, stop };
}
