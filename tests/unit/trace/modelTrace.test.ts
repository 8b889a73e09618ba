import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listingLines, type CodeListings } from '@/core/algorithms';
import { listing } from '@/core/listing';
import { createPlayer } from '@/core/player/player';
import { createCursor, createModelTrace, type ModelStep } from '@/core/trace';

// A breadth-first search over a small graph, written only for this test: its frames are a graph model
// (visited set, queue, parent of each vertex), not an array, and it plays through the same player,
// cursor and code-line lookup as the sorting traces.

interface GraphModel {
  readonly visited: readonly string[];
  readonly queue: readonly string[];
  readonly parent: Readonly<Record<string, string | null>>;
}

type BfsStep =
  | (ModelStep & { readonly line: 'enqueue'; readonly vertex: string; readonly from: string | null })
  | (ModelStep & { readonly line: 'dequeue'; readonly vertex: string })
  | (ModelStep & { readonly line: 'examine'; readonly from: string; readonly to: string })
  | (ModelStep & { readonly line: 'done' });

type Graph = Readonly<Record<string, readonly string[]>>;

function* bfs(graph: Graph, source: string): Generator<BfsStep> {
  const seen = new Set([source]);
  const queue = [source];
  yield { line: 'enqueue', vertex: source, from: null };
  while (queue.length > 0) {
    const vertex = queue.shift() as string;
    yield { line: 'dequeue', vertex };
    for (const next of graph[vertex] ?? []) {
      yield { line: 'examine', from: vertex, to: next };
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
      yield { line: 'enqueue', vertex: next, from: vertex };
    }
  }
  yield { line: 'done' };
}

function apply(model: GraphModel, step: BfsStep): GraphModel {
  switch (step.line) {
    case 'enqueue':
      return {
        visited: [...model.visited, step.vertex],
        queue: [...model.queue, step.vertex],
        parent: { ...model.parent, [step.vertex]: step.from },
      };
    case 'dequeue':
      return { ...model, queue: model.queue.slice(1) };
    default:
      return model;
  }
}

const narrate = (step: BfsStep | null): string => {
  if (step === null) return 'Ready';
  switch (step.line) {
    case 'enqueue':
      return step.from === null ? `Start at ${step.vertex}` : `Visit ${step.vertex} from ${step.from}`;
    case 'dequeue':
      return `Take ${step.vertex} from the queue`;
    case 'examine':
      return `Look along ${step.from}–${step.to}`;
    case 'done':
      return 'The queue is empty';
  }
};

const BFS_CODE: CodeListings = {
  javascript: listing(
    'javascript',
    `
function bfs(graph, source) {
  const seen = new Set([source]);
  const queue = [source];  «enqueue»
  while (queue.length > 0) {
    const vertex = queue.shift();  «dequeue»
    for (const next of graph[vertex]) {  «examine»
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);  «enqueue»
    }
  }
  return seen;  «done»
}
`,
  ),
  python: listing('python', 'def bfs(graph, source):  «enqueue,dequeue,examine,done»\n    pass\n'),
  java: listing('java', 'class Bfs {}  «enqueue,dequeue,examine,done»\n'),
};

const GRAPH: Graph = { A: ['B', 'C'], B: ['A', 'D'], C: ['A', 'D'], D: ['B', 'C', 'E'], E: ['D'] };
const EMPTY: GraphModel = { visited: [], queue: [], parent: {} };

function bfsTrace(graph: Graph, source: string, checkpointInterval?: number) {
  return createModelTrace({
    algorithm: 'bfs',
    initial: EMPTY,
    steps: bfs(graph, source),
    apply,
    counts: (step) => (step.line === 'examine' ? { edgesExamined: 1 } : null),
    checkpointInterval,
  });
}

/** Every frame's model the slow way: replay from the start. */
function naiveModels(graph: Graph, source: string): GraphModel[] {
  const models = [EMPTY];
  for (const step of bfs(graph, source)) models.push(apply(models.at(-1) as GraphModel, step));
  return models;
}

describe('a trace over a graph model', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it('plays step by step through the player, with narration and the code line of each step', () => {
    const trace = bfsTrace(GRAPH, 'A', 4);
    const player = createPlayer({ stepCount: trace.stepCount, intervalMs: 200 });
    const cursor = createCursor(trace);
    const shown: { visited: string; line: readonly number[]; narration: string }[] = [];
    player.subscribe(() => {
      const frame = cursor.seek(player.getSnapshot().index);
      shown.push({
        visited: frame.model.visited.join(''),
        line: listingLines(BFS_CODE, 'javascript', frame.step?.line ?? null),
        narration: narrate(frame.step),
      });
    });
    player.play();
    vi.advanceTimersByTime(200 * 3);
    expect(shown).toEqual([
      { visited: '', line: [], narration: 'Ready' },
      { visited: 'A', line: [3, 9], narration: 'Start at A' },
      { visited: 'A', line: [5], narration: 'Take A from the queue' },
      { visited: 'A', line: [6], narration: 'Look along A–B' },
    ]);
    vi.advanceTimersByTime(200 * trace.stepCount);
    expect(player.getSnapshot()).toMatchObject({ status: 'idle', completed: true });
    const last = cursor.frame;
    expect(last.completed).toBe(true);
    expect(last.model.visited).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(last.model.parent).toEqual({ A: null, B: 'A', C: 'A', D: 'B', E: 'D' });
    expect(last.counts).toEqual({ edgesExamined: 10 });
    expect(listingLines(BFS_CODE, 'javascript', last.step?.line ?? null)).toEqual([12]);
    expect(shown.at(-1)?.narration).toBe('The queue is empty');
  });

  it('seeks back and forward to the same frames as a replay from the start', () => {
    const trace = bfsTrace(GRAPH, 'A', 3);
    const models = naiveModels(GRAPH, 'A');
    const player = createPlayer({ stepCount: trace.stepCount, intervalMs: 100 });
    const cursor = createCursor(trace);
    for (const k of [trace.stepCount, 2, 7, 1, 0, 9, 5, trace.stepCount - 1]) {
      player.seek(k);
      expect(cursor.seek(player.getSnapshot().index).model).toEqual(models[k]);
    }
    player.stepBack();
    expect(cursor.seek(player.getSnapshot().index).model).toEqual(models[trace.stepCount - 2]);
    expect(cursor.seek(-5).index).toBe(0);
    expect(cursor.seek(10_000).index).toBe(trace.stepCount);
  });

  it('rebuilds every frame of random graphs exactly, whatever the checkpoint spacing', () => {
    const graphArb = fc
      .array(fc.tuple(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 7 })), { maxLength: 20 })
      .map((edges) => {
        const graph: Record<string, string[]> = {};
        for (let v = 0; v < 8; v++) graph[String(v)] = [];
        for (const [u, v] of edges) {
          graph[String(u)]?.push(String(v));
          graph[String(v)]?.push(String(u));
        }
        return graph;
      });
    fc.assert(
      fc.property(graphArb, fc.integer({ min: 1, max: 40 }), (graph, interval) => {
        const trace = bfsTrace(graph, '0', interval);
        const models = naiveModels(graph, '0');
        expect(models).toHaveLength(trace.stepCount + 1);
        for (let k = trace.stepCount; k >= 0; k--) expect(trace.frameAt(k).model).toEqual(models[k]);
        expect(trace.frameAt(trace.stepCount).counts.edgesExamined ?? 0).toBe(
          Object.values(graph)
            .filter((_, v) => models.at(-1)?.visited.includes(String(v)))
            .reduce((sum, neighbours) => sum + neighbours.length, 0),
        );
      }),
    );
  });

  it('gives the same frames when steps are applied in place on copies (clone)', () => {
    // The same run with a model that apply changes in place: clone gives apply a copy it may change.
    interface MutableModel {
      visited: string[];
      queue: string[];
      parent: Record<string, string | null>;
    }
    const applyInPlace = (model: MutableModel, step: BfsStep): MutableModel => {
      if (step.line === 'enqueue') {
        model.visited.push(step.vertex);
        model.queue.push(step.vertex);
        model.parent[step.vertex] = step.from;
      } else if (step.line === 'dequeue') model.queue.shift();
      return model;
    };
    const clone = (model: MutableModel): MutableModel => ({
      visited: model.visited.slice(),
      queue: model.queue.slice(),
      parent: { ...model.parent },
    });
    const graphArb = fc
      .array(fc.tuple(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 7 })), { maxLength: 20 })
      .map((edges) => {
        const graph: Record<string, string[]> = {};
        for (let v = 0; v < 8; v++) graph[String(v)] = [];
        for (const [u, v] of edges) graph[String(u)]?.push(String(v));
        return graph;
      });
    fc.assert(
      fc.property(
        graphArb,
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.nat(200), { maxLength: 12 }),
        (graph, interval, seeks) => {
          const plain = bfsTrace(graph, '0', interval);
          const inPlace = createModelTrace({
            algorithm: 'bfs',
            initial: { visited: [], queue: [], parent: {} } as MutableModel,
            steps: bfs(graph, '0'),
            apply: applyInPlace,
            clone,
            counts: (step) => (step.line === 'examine' ? { edgesExamined: 1 } : null),
            checkpointInterval: interval,
          });
          expect(inPlace.stepCount).toBe(plain.stepCount);
          expect(inPlace.totals).toEqual(plain.totals);
          const last = inPlace.stepCount;
          const kept = inPlace.frameAt(last);
          const keptCopy = clone(kept.model);
          // Frames in any order, forwards and back; a frame handed out earlier never changes.
          for (const k of [...seeks.map((n) => n % (last + 1)), 0, last]) {
            const a = plain.frameAt(k);
            const b = inPlace.frameAt(k);
            expect({ ...b, model: { ...b.model } }).toEqual({ ...a, model: { ...a.model } });
          }
          expect(kept.model).toEqual(keptCopy);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('refuses frame and step indices outside the run', () => {
    const trace = bfsTrace(GRAPH, 'A');
    expect(() => trace.frameAt(-1)).toThrow(RangeError);
    expect(() => trace.frameAt(trace.stepCount + 1)).toThrow(RangeError);
    expect(() => trace.lineAt(trace.stepCount)).toThrow(RangeError);
    expect(trace.lineAt(0)).toBe('enqueue');
  });
});
