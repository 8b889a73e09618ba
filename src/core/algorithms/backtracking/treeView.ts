/**
 * Which calls of a recorded search a frame draws. A small search is drawn whole, laid out once from its
 * last frame so nothing moves as it grows. A large one (8-Queens makes 2,057 calls, 10-Queens 35,539)
 * follows the current path: the calls from the root to the running one, and the branches each of them
 * has made so far, each finished branch standing for the calls under it (its `hidden` count).
 */
import { childrenOf, madeUnder, nodeStateAt, runningAt, type NodeState, type SearchRecord } from './search';

/** A search with at most this many nodes (calls and pruned branches) is drawn whole. */
export const WHOLE_TREE_MAX = 80;

export interface ShownCall {
  readonly node: number;
  readonly parent: number | null;
  readonly depth: number;
  readonly state: Exclude<NodeState, 'unmade'>;
  /** The running call. */
  readonly current: boolean;
  /** Calls and pruned branches under it made so far that are not drawn. */
  readonly hidden: number;
}

export interface TreeView {
  /** Whether the whole tree is drawn (else the current path and its branches). */
  readonly whole: boolean;
  readonly calls: readonly ShownCall[];
  /** The nodes made so far, drawn or not. */
  readonly made: number;
}

/** The nodes made in the first `k` steps (the root is there from the start). */
export function madeBy(record: SearchRecord, k: number): number {
  let lo = 0;
  let hi = record.nodeCount;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((record.madeAt[mid] ?? 0) < k) lo = mid + 1;
    else hi = mid;
  }
  return Math.max(1, lo);
}

export function treeView(record: SearchRecord, k: number): TreeView {
  const running = runningAt(record, k);
  const made = madeBy(record, k);
  const shown = (node: number, hidden: number): ShownCall => ({
    node,
    parent: node === 0 ? null : (record.parent[node] ?? 0),
    depth: record.depth[node] ?? 0,
    state: nodeStateAt(record, node, k) as ShownCall['state'],
    current: node === running,
    hidden,
  });
  if (record.nodeCount <= WHOLE_TREE_MAX) {
    const calls: ShownCall[] = [];
    for (let v = 0; v < made; v++) calls.push(shown(v, 0));
    return { whole: true, calls, made };
  }
  const path: number[] = [];
  for (let v = running < 0 ? 0 : running; v >= 0; v = record.parent[v] ?? -1) path.push(v);
  path.reverse();
  const onPath = new Set(path);
  const calls: ShownCall[] = [];
  for (const v of path) {
    calls.push(shown(v, 0));
    for (const child of childrenOf(record, v)) {
      if ((record.madeAt[child] ?? 0) >= k) break;
      if (onPath.has(child)) continue;
      calls.push(shown(child, madeUnder(record, child, k) - 1));
    }
  }
  // Node ids are in the order made, so sorting by them lists every call's children in that order.
  calls.sort((a, b) => a.node - b.node);
  return { whole: false, calls, made };
}
