/**
 * What the Trees page accepts, and the message it shows for anything else. A refused input changes
 * nothing: the tree and the run on screen stay as they were.
 */
import { TREE_KEY_MAX, TREE_KEY_MIN, TREE_LIMIT, type TreeOperation } from './tree';

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const WHOLE_NUMBER = /^[+-]?\d+$/;

function parseOne(text: string): Parsed<number> {
  if (!WHOLE_NUMBER.test(text)) return { ok: false, message: `"${text}" is not a whole number.` };
  const value = Number(text);
  if (value < TREE_KEY_MIN || value > TREE_KEY_MAX) {
    return {
      ok: false,
      message: `${text} is out of range: keys go from ${TREE_KEY_MIN} to ${TREE_KEY_MAX}.`,
    };
  }
  return { ok: true, value: value === 0 ? 0 : value };
}

/** A key for insert, search or delete: one whole number from -999 to 999. */
export function parseTreeKey(raw: string): Parsed<number> {
  const text = raw.trim();
  if (text === '') return { ok: false, message: 'Enter a key.' };
  return parseOne(text);
}

/** A list of 0 to 63 distinct keys, separated by commas or spaces (a shared link's tree). */
export function parseTreeKeys(raw: string): Parsed<number[]> {
  const parts = raw.split(/[\s,]+/).filter((part) => part !== '');
  const keys: number[] = [];
  const seen = new Set<number>();
  for (const part of parts) {
    const parsed = parseOne(part);
    if (!parsed.ok) return parsed;
    if (seen.has(parsed.value)) return { ok: false, message: duplicateMessage(parsed.value) };
    seen.add(parsed.value);
    keys.push(parsed.value);
  }
  if (keys.length > TREE_LIMIT) {
    return {
      ok: false,
      message: `A tree here holds at most ${TREE_LIMIT} nodes; that list has ${keys.length}.`,
    };
  }
  return { ok: true, value: keys };
}

export function duplicateMessage(key: number): string {
  return `Key ${key} is already in the tree: a binary search tree keeps each key once.`;
}

const EMPTY: Record<Exclude<TreeOperation, 'insert' | 'build'>, string> = {
  search: 'The tree is empty: there is nothing to search.',
  delete: 'The tree is empty: there is nothing to delete.',
  min: 'The tree is empty: it has no minimum.',
  max: 'The tree is empty: it has no maximum.',
  height: 'The tree is empty: its height is 0. Insert a key first.',
  inorder: 'The tree is empty: there is nothing to traverse.',
  preorder: 'The tree is empty: there is nothing to traverse.',
  postorder: 'The tree is empty: there is nothing to traverse.',
  levelorder: 'The tree is empty: there is nothing to traverse.',
};

/**
 * Why an operation cannot run on a tree holding `keys` (for a build, the keys to insert), or null when
 * it can. Searching for or deleting
 * a key that is not there is allowed: the walk down shows why it is not found.
 */
export function operationRefusal(
  operation: TreeOperation,
  keys: readonly number[],
  value: number | null = null,
): string | null {
  if (operation === 'insert') {
    if (value !== null && keys.includes(value)) return duplicateMessage(value);
    return keys.length >= TREE_LIMIT
      ? `The tree is full: it holds at most ${TREE_LIMIT} nodes. Delete one first.`
      : null;
  }
  if (operation === 'build') {
    if (keys.length > TREE_LIMIT)
      return `A tree here holds at most ${TREE_LIMIT} nodes; that list has ${keys.length}.`;
    return keys.length === 0 ? 'There are no keys to build a tree from.' : null;
  }
  return keys.length === 0 ? EMPTY[operation] : null;
}
