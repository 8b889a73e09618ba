/**
 * Everything that reopens a union-find run exactly, and its URL form: the parent and rank arrays before
 * the operation, the operation and its elements, speed and step. For example
 * `parent=0,0,0,2,0,4,4,6,8,8&rank=3,0,1,0,2,0,1,0,1,0&op=find&a=7&speed=50&step=3`.
 */
import { SPEED_DEFAULT } from '../player/player';
import { runLinkCodec, type Playback } from '../player/runLink';
import { enumParam, listParam } from '../urlParams';
import { isRankedForest, parseElement } from './input';
import { afterUnions, UNION_FIND_LIMIT, UNION_FIND_OPERATIONS, type UnionFindRun } from './unionFind';

export interface UnionFindRunConfig extends UnionFindRun, Playback {}

/**
 * The textbook example the page opens with: ten elements joined pair by pair, then pairs of pairs, into
 * one tree of rank 3 (0 ← 4 ← 6 ← 7, a path that find(7) compresses) and the set {8, 9}.
 */
export const TEXTBOOK_SIZE = 10;
export const TEXTBOOK_UNIONS: readonly (readonly [number, number])[] = [
  [0, 1],
  [2, 3],
  [0, 2],
  [4, 5],
  [6, 7],
  [4, 6],
  [0, 4],
  [8, 9],
];

export function textbookSets() {
  return afterUnions(TEXTBOOK_SIZE, TEXTBOOK_UNIONS);
}

export function defaultUnionFindRun(): UnionFindRunConfig {
  return { ...textbookSets(), operation: null, a: null, b: null, speed: SPEED_DEFAULT, step: 0 };
}

function numbers(items: readonly string[]): number[] | null {
  if (!items.every((item) => /^\d+$/.test(item.trim()))) return null;
  return items.map(Number);
}

/**
 * Reads a union-find run from URL parameters; null when they name no valid sets. An operation without
 * valid elements is dropped.
 */
function readUnionFindRun(params: URLSearchParams): UnionFindRun | null {
  const parent = numbers(listParam(params, 'parent', UNION_FIND_LIMIT) ?? []);
  const rank = numbers(listParam(params, 'rank', UNION_FIND_LIMIT) ?? []);
  if (parent === null || rank === null || !isRankedForest(parent, rank)) return null;
  const size = parent.length;
  let operation = enumParam(params, 'op', UNION_FIND_OPERATIONS);
  const a = parseElement(params.get('a') ?? '', size);
  const b = parseElement(params.get('b') ?? '', size);
  if (operation !== null && (!a.ok || (operation !== 'find' && !b.ok))) operation = null;
  return {
    parent,
    rank,
    operation,
    a: operation !== null && a.ok ? a.value : null,
    b: operation !== null && operation !== 'find' && b.ok ? b.value : null,
  };
}

const unionFindRunLink = runLinkCodec<UnionFindRun>({
  write: (run) => ({
    parent: run.parent.join(','),
    rank: run.rank.join(','),
    op: run.operation,
    a: run.a === null ? null : String(run.a),
    b: run.b === null ? null : String(run.b),
  }),
  read: readUnionFindRun,
});

export const encodeUnionFindRunConfig: (config: UnionFindRunConfig) => string = unionFindRunLink.encode;
export const decodeUnionFindRunConfig: (search: string) => UnionFindRunConfig | null =
  unionFindRunLink.decode;
