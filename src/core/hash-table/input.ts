/**
 * What the Hash Tables page accepts as a key, and the message it shows for anything else. A refused
 * input changes nothing.
 */
import { HASH_KEY_LIMIT, type HashKey, type HashOperation } from './hashTable';

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

export const KEY_NUMBER_MIN = -9999;
export const KEY_NUMBER_MAX = 9999;
export const KEY_WORD_MAX = 12;

export const KEY_RULE = `Keys are whole numbers from ${KEY_NUMBER_MIN} to ${KEY_NUMBER_MAX}, or words of 1 to ${KEY_WORD_MAX} letters and digits with at least one letter.`;

const WHOLE_NUMBER = /^[+-]?\d+$/;
const WORD = /^[A-Za-z0-9]+$/;

/** A key as typed: digits (with an optional sign) are a number, anything with a letter is a word. */
export function parseHashKey(raw: string): Parsed<HashKey> {
  const text = raw.trim();
  if (text === '') return { ok: false, message: 'Enter a key.' };
  if (WHOLE_NUMBER.test(text)) {
    const value = Number(text);
    if (value < KEY_NUMBER_MIN || value > KEY_NUMBER_MAX) {
      return { ok: false, message: `${text} is out of range: ${KEY_RULE}` };
    }
    return { ok: true, value: value === 0 ? 0 : value };
  }
  if (!WORD.test(text)) return { ok: false, message: `"${text}" cannot be a key. ${KEY_RULE}` };
  if (text.length > KEY_WORD_MAX) {
    return { ok: false, message: `"${text}" is ${text.length} characters long. ${KEY_RULE}` };
  }
  return { ok: true, value: text };
}

/** Why an operation cannot run on a table of `size` keys, or null when it can. */
export function operationRefusal(operation: HashOperation, size: number): string | null {
  if (operation === 'insert' && size >= HASH_KEY_LIMIT) {
    return `The table is full for this page: it holds at most ${HASH_KEY_LIMIT} keys. Delete one first.`;
  }
  return null;
}
