/**
 * The Union-Find page's operations recorded step by step: find (the walk up to the root, then path
 * compression, one re-pointed element a step), union by rank and connected?. Every step carries the
 * whole parent and rank arrays after it (at most 16 elements) plus what it highlights, and is tagged
 * with the line of the listings (listings.ts) it runs. The sets themselves are DisjointSets, the same
 * union-find Kruskal's algorithm runs on.
 */
import { createModelTrace, type ModelStep, type ModelTrace } from '../trace/modelTrace';
import { DisjointSets } from './disjointSets';

export type UnionFindOperation = 'union' | 'find' | 'connected';
export const UNION_FIND_OPERATIONS: readonly UnionFindOperation[] = ['union', 'find', 'connected'];

/** The most elements on the page: 0 to 15. */
export const UNION_FIND_LIMIT = 16;

/** How a step marks an element (the DOM mirror's state words). */
export type UnionFindMark = 'active' | 'compare' | 'found' | 'new' | 'target';

export interface UnionFindModel {
  readonly parent: readonly number[];
  readonly rank: readonly number[];
  readonly marks: ReadonlyMap<number, UnionFindMark>;
  /** The answer, once the operation has one: `find(7) = 0`, `connected`, `joined`… */
  readonly result: string | null;
}

export type UnionFindLineId =
  'find-start' | 'follow' | 'root' | 'compress' | 'same-set' | 'link' | 'compare-roots';

export interface UnionFindStep extends ModelStep {
  readonly line: UnionFindLineId;
  readonly message: string;
  readonly model: UnionFindModel;
}

export interface UnionFindRun {
  /** The sets before the operation. */
  readonly parent: readonly number[];
  readonly rank: readonly number[];
  readonly operation: UnionFindOperation | null;
  /** The element find starts from, or the first of union's and connected?'s two. */
  readonly a: number | null;
  readonly b: number | null;
}

export type UnionFindTrace = ModelTrace<UnionFindModel, UnionFindStep>;

/** n elements, each a set of its own. */
export function singletons(size: number): { parent: number[]; rank: number[] } {
  return { parent: Array.from({ length: size }, (_, x) => x), rank: new Array<number>(size).fill(0) };
}

/** The sets after a list of unions from singletons, without steps. */
export function afterUnions(size: number, pairs: readonly (readonly [number, number])[]) {
  const sets = new DisjointSets(size);
  for (const [a, b] of pairs) sets.union(a, b);
  return { parent: Array.from(sets.parent), rank: Array.from(sets.rank) };
}

/** The roots, smallest first: one per set. */
export function rootsOf(parent: readonly number[]): number[] {
  return parent.flatMap((p, x) => (p === x ? [x] : []));
}

/** A finished union-find operation's answer, as the page's result element shows it. */
export function resultOf(trace: UnionFindTrace): string | null {
  return trace.frameAt(trace.stepCount).model.result;
}

/** The parent and rank arrays after the whole run. */
export function finalSets(trace: UnionFindTrace): { parent: number[]; rank: number[] } {
  const { parent, rank } = trace.frameAt(trace.stepCount).model;
  return { parent: [...parent], rank: [...rank] };
}

/** Records the steps of a run. */
function* unionFindSteps(run: UnionFindRun): Generator<UnionFindStep> {
  const sets = DisjointSets.from(run.parent, run.rank);
  let result: string | null = null;
  const snapshot = (
    line: UnionFindLineId,
    message: string,
    marks: readonly (readonly [number, UnionFindMark])[] = [],
  ): UnionFindStep => ({
    line,
    message,
    model: { parent: Array.from(sets.parent), rank: Array.from(sets.rank), marks: new Map(marks), result },
  });

  /** find(x) step by step: the walk up, then each element on the path pointed straight at the root. */
  function* find(
    x: number,
    keep: readonly (readonly [number, UnionFindMark])[],
    answers = false,
  ): Generator<UnionFindStep, number> {
    const path: number[] = [];
    const root = sets.walk(x, path);
    yield snapshot('find-start', `find(${x}): start at ${x} and follow the parent pointers up.`, [
      ...keep,
      [x, 'active'],
    ]);
    for (let i = 1; i < path.length; i++) {
      const from = path[i - 1] as number;
      const to = path[i] as number;
      yield snapshot(
        'follow',
        `${from}'s parent is ${to}${to === root ? '' : `; ${to} is not its own parent, so keep going`}.`,
        [...keep, ...path.slice(0, i).map((v) => [v, 'compare'] as const), [to, 'active']],
      );
    }
    const onPath = path.slice(0, -1).map((v) => [v, 'compare'] as const);
    if (answers) result = `find(${x}) = ${root}`;
    yield snapshot(
      'root',
      path.length === 1
        ? `${x} is its own parent: ${x} is the root of its set.`
        : `${root} is its own parent: the root of ${x}'s set is ${root}.`,
      [...keep, ...onPath, [root, 'found']],
    );
    const moved = path.slice(0, -2);
    for (const [i, v] of moved.entries()) {
      const was = sets.parent[v] as number;
      sets.parent[v] = root;
      yield snapshot(
        'compress',
        `Path compression: ${v} pointed to ${was}; now it points straight at the root ${root}.`,
        [...keep, ...moved.slice(i + 1).map((w) => [w, 'compare'] as const), [v, 'new'], [root, 'found']],
      );
    }
    return root;
  }

  switch (run.operation) {
    case null:
      return;
    case 'find': {
      yield* find(run.a as number, [], true);
      return;
    }
    case 'union':
    case 'connected': {
      const a = run.a as number;
      const b = run.b as number;
      const ra = yield* find(a, [[b, 'target']]);
      const rb = yield* find(b, [[ra, 'found']]);
      if (run.operation === 'connected') {
        result = ra === rb ? 'connected' : 'not connected';
        yield snapshot(
          'compare-roots',
          ra === rb
            ? `Both roots are ${ra}: ${a} and ${b} are connected.`
            : `The roots differ, ${ra} and ${rb}: ${a} and ${b} are not connected.`,
          ra === rb
            ? [[ra, 'found']]
            : [
                [ra, 'found'],
                [rb, 'found'],
              ],
        );
        return;
      }
      if (ra === rb) {
        result = 'already connected';
        yield snapshot(
          'same-set',
          `Both roots are ${ra}: ${a} and ${b} are already in one set, so nothing changes.`,
          [[ra, 'found']],
        );
        return;
      }
      const rankA = sets.rank[ra] as number;
      const rankB = sets.rank[rb] as number;
      const { root, child, grew } = sets.link(ra, rb);
      result = `joined under ${root}`;
      const why = grew
        ? `Both roots have rank ${rankA}: ${child} now points to ${root}, whose rank grows to ${rankA + 1}.`
        : `Union by rank: ${child} (rank ${Math.min(rankA, rankB)}) now points to ${root} (rank ${Math.max(rankA, rankB)}), the root of higher rank.`;
      yield snapshot('link', why, [
        [root, 'found'],
        [child, 'new'],
      ]);
      return;
    }
  }
}

/** What each kind of step counts: finds started, parent pointers followed, pointers moved, links made. */
const UNION_FIND_COUNTS: Partial<Record<UnionFindLineId, Readonly<Record<string, number>>>> = {
  'find-start': { finds: 1 },
  follow: { hops: 1 },
  compress: { compressed: 1 },
  link: { links: 1 },
};

/** A run as a trace the player steps through; its counters are the finds, hops and moves made. */
export function traceUnionFindRun(run: UnionFindRun): UnionFindTrace {
  return createModelTrace<UnionFindModel, UnionFindStep>({
    algorithm: `union-find-${run.operation ?? 'none'}`,
    initial: { parent: [...run.parent], rank: [...run.rank], marks: new Map(), result: null },
    steps: unionFindSteps(run),
    apply: (_model, step) => step.model,
    counts: (step) => UNION_FIND_COUNTS[step.line] ?? null,
  });
}
