import { plural } from '../formatCount';
import type { RunError } from './recording';

/** "line 3: TypeError: ..." or the message alone when the line is not known. */
export const errorText = (error: RunError) =>
  error.line === null ? error.message : `line ${error.line}: ${error.message}`;

/**
 * What the player says before its first step: how many operations there are to play, counted in words
 * ("1 operation", "2 operations"), or why there is nothing to play.
 */
export function readyNarration(operations: number, failed: boolean): string {
  if (operations === 0)
    return failed
      ? 'Nothing to play: the error came before your code recorded any operation.'
      : 'Nothing to play: your code ran without recording any operation.';
  return failed
    ? `Ready: ${plural(operations, 'operation')} recorded before the error. Press Play or step through them.`
    : `Ready: ${plural(operations, 'operation')} recorded. Press Play or step through them.`;
}
