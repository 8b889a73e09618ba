import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ARRAY_ALGORITHM_IDS, narrate, prepareInput, traceAlgorithm } from '@/core/algorithms';
import { knapsackModule } from '@/core/algorithms/dp/knapsack/knapsack';
import { fibonacciModule } from '@/core/algorithms/dp/fibonacci/fibonacci';
import { lcsModule } from '@/core/algorithms/dp/lcs/lcs';
import { lisModule } from '@/core/algorithms/dp/lis/lis';
import { DP_LISTINGS } from '@/core/algorithms/dp/listings';
import { bfsModule, dfsModule, dijkstraModule, kruskalModule, primModule } from '@/core/algorithms/graph';
import {
  answerLabel,
  arrayTraceQuestions,
  dpTraceQuestions,
  graphTraceQuestions,
  nextStepQuestion,
  practiceQuestions,
  QUESTION_SPACING,
  type PracticeQuestion,
} from '@/core/practice';
import { frameAt, stepAt } from '@/core/trace';
import { compareLabels } from '@/core/graph';
import { graphArb, tieHeavyGraphArb } from '../graph/arbitraries';

const valuesArb = fc.array(fc.integer({ min: 5, max: 100 }), { minLength: 2, maxLength: 12 });

function expectWellFormed(questions: readonly PracticeQuestion[], stepCount: number) {
  for (const [index, question] of questions.entries()) {
    expect(question.step).toBeGreaterThanOrEqual(0);
    expect(question.step).toBeLessThan(stepCount);
    expect(question.options.length).toBeGreaterThanOrEqual(2);
    expect(question.options.length).toBeLessThanOrEqual(4);
    expect(new Set(question.options.map((option) => option.id)).size).toBe(question.options.length);
    expect(new Set(question.options.map((option) => option.label)).size).toBe(question.options.length);
    expect(question.options.filter((option) => option.id === question.answer)).toHaveLength(1);
    const next = questions[index + 1];
    if (next) expect(next.step - question.step).toBeGreaterThanOrEqual(QUESTION_SPACING);
  }
}

describe('practice questions', () => {
  it('"what happens next?" has the step\'s own narration as its answer, among different nearby ones', () => {
    const messages = ['Compare 5 and 3', 'Swap 5 and 3', 'Compare 5 and 8', 'Keep 8', 'Done'];
    const run = { stepCount: messages.length, message: (k: number) => messages[k] ?? '' };
    const question = nextStepQuestion(run, 1, 'seed');
    expect(question?.prompt).toBe('What happens next?');
    expect(question && answerLabel(question)).toBe('Swap 5 and 3');
    expect(question?.options.map((option) => option.label).sort()).toEqual(
      ['Compare 5 and 3', 'Compare 5 and 8', 'Keep 8', 'Swap 5 and 3'].sort(),
    );
    // The same seed orders the options the same way every time.
    expect(nextStepQuestion(run, 1, 'seed')).toEqual(question);
    // A run whose every step says the same has nothing to choose from.
    expect(nextStepQuestion({ stepCount: 3, message: () => 'Same' }, 1, 'seed')).toBeNull();
  });

  it('spaces questions out and never asks past the last step', () => {
    const run = { stepCount: 20, message: (k: number) => `Step ${k}` };
    const questions = practiceQuestions(run, 'seed');
    expect(questions.map((question) => question.step)).toEqual([0, 3, 6, 9, 12, 15, 18]);
    expectWellFormed(questions, 20);
  });

  it('every sorting question is answered by what the run then does', () => {
    fc.assert(
      fc.property(valuesArb, fc.constantFrom(...ARRAY_ALGORITHM_IDS), (values, id) => {
        const prepared = prepareInput(id, values).values;
        const target = prepared[0] ?? null;
        const trace = traceAlgorithm(id, prepared, id.endsWith('Search') ? target : null);
        const questions = arrayTraceQuestions(trace);
        expectWellFormed(questions, trace.stepCount);
        for (const question of questions) {
          const step = stepAt(trace, question.step);
          if (question.prompt.endsWith('Will they swap?')) {
            expect(step.type).toBe('compare');
            const next = stepAt(trace, question.step + 1);
            const swapsThePair =
              step.type === 'compare' &&
              next.type === 'swap' &&
              [next.i, next.j].sort().join() === [step.i, step.j].sort().join();
            expect(question.answer === 'swap').toBe(swapsThePair);
            // The feedback marks the two bars compared.
            if (step.type === 'compare')
              expect(question.answerTarget).toEqual([String(step.i), String(step.j)]);
            // After the comparison, the values at the two indices are exchanged exactly when the answer is swap.
            if (step.type === 'compare' && question.answer === 'swap') {
              const after = frameAt(trace, question.step + 2).array;
              expect([after[step.i], after[step.j]]).toEqual([step.b, step.a]);
            }
          } else if (question.prompt === 'Which index does the search check next?') {
            const probe = [question.step, question.step + 1]
              .map((k) => (k < trace.stepCount ? stepAt(trace, k) : null))
              .find((s) => s?.type === 'probe');
            expect(probe && 'i' in probe ? String(probe.i) : null).toBe(question.answer);
            expect(question.answerTarget).toEqual([question.answer]);
          } else {
            expect(answerLabel(question)).toBe(narrate(trace, question.step + 1));
            expect(question.answerTarget).toBeUndefined();
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('asks bubble sort whether each comparison swaps', () => {
    const trace = traceAlgorithm('bubbleSort', [30, 10, 20]);
    const [first] = arrayTraceQuestions(trace);
    expect(first?.step).toBe(0);
    expect(first?.prompt).toBe('Next, 30 (index 0) is compared with 10 (index 1). Will they swap?');
    expect(first?.answer).toBe('swap');
  });

  it("LIS questions name only the arrays the method's listing has, and their answers are what the run does", () => {
    const numbers = [10, 9, 2, 5, 3, 7, 101, 18, 4, 6];
    const listed = { quadratic: ['a', 'dp', 'prev'], patience: ['a', 'tops', 'prev'] } as const;
    for (const method of ['quadratic', 'patience'] as const) {
      const trace = lisModule.trace({ method, numbers });
      const code = DP_LISTINGS[lisModule.listing({ method, numbers })].javascript.code;
      for (const name of listed[method]) expect(code).toMatch(new RegExp(`\\b${name}\\[`));
      const questions = dpTraceQuestions(trace.steps, trace.frameAt(0).model.table, 'lis');
      expectWellFormed(questions, trace.stepCount);
      const own = questions.filter((q) => q.prompt !== 'What happens next?');
      expect(own.length).toBeGreaterThanOrEqual(4);
      for (const question of questions) {
        const texts = [question.prompt, ...question.options.map((option) => option.label)];
        for (const text of texts)
          for (const [, name] of text.matchAll(/(\w+)\[/g)) expect(listed[method], text).toContain(name);
      }
      for (const question of own) {
        const step = trace.steps[question.step];
        const after = trace.frameAt(question.step + 1).model.table;
        const [row, col] = step?.view.table?.current ?? [-1, -1];
        if (method === 'quadratic') {
          const cell = /^What value goes into (dp|prev)\[(\d+)\]\?$/.exec(question.prompt);
          expect(cell, question.prompt).not.toBeNull();
          expect(after?.rowLabels[row]).toBe(`${cell?.[1]}[i]`);
          expect(col).toBe(Number(cell?.[2]));
          expect(String(after?.values[row]?.[col])).toBe(question.answer);
        } else {
          const x = after?.values[row]?.[col];
          expect(question.prompt).toBe(`Place ${x}: which pile does it go on?`);
          expect(question.answer).toBe(`pile ${col + 1}`);
        }
      }
    }
  });

  it('DP questions name the cell and its value is what the table then holds', () => {
    const cases = [
      knapsackModule.trace({ weights: [1, 3, 4, 5], values: [1, 4, 5, 7], capacity: 7 }),
      lcsModule.trace({ a: 'ABCBDAB', b: 'BDCABA' }),
      fibonacciModule.trace({ method: 'table', n: 12 }),
      fibonacciModule.trace({ method: 'memo', n: 6 }),
    ];
    for (const trace of cases) {
      const questions = dpTraceQuestions(trace.steps, trace.frameAt(0).model.table, trace.algorithm);
      expectWellFormed(questions, trace.stepCount);
      for (const question of questions) {
        const cell = /^What value goes into dp\[(\d+)\](?:\[(\d+)\])?\?$/.exec(question.prompt);
        if (cell === null) {
          expect(answerLabel(question)).toBe(trace.steps[question.step]?.message);
          continue;
        }
        const table = trace.frameAt(question.step + 1).model.table;
        const [row, col] = cell[2] === undefined ? [0, Number(cell[1])] : [Number(cell[1]), Number(cell[2])];
        expect(String(table?.values[row]?.[col])).toBe(question.answer);
        expect(question.answerTarget).toEqual([`${row},${col}`]);
      }
    }
    const knapsack = cases[0];
    const cellQuestions = knapsack
      ? dpTraceQuestions(knapsack.steps, knapsack.frameAt(0).model.table, 'k').filter((q) =>
          q.prompt.startsWith('What value'),
        )
      : [];
    expect(cellQuestions.length).toBeGreaterThan(5);
  });
});

describe('graph practice questions', () => {
  const modules = {
    bfs: bfsModule,
    dfs: dfsModule,
    dijkstra: dijkstraModule,
    prim: primModule,
    kruskal: kruskalModule,
  };

  it('every question is answered by what the run then does', () => {
    fc.assert(
      fc.property(
        graphArb({ minVertices: 2 }),
        fc.constantFrom(...(Object.keys(modules) as (keyof typeof modules)[])),
        (graph, id) => {
          const module = modules[id];
          const input = { source: id === 'kruskal' ? null : (graph.vertices[0] ?? null), target: null };
          if (module.validate(graph, input) !== null) return;
          const trace = module.trace(graph, input);
          const questions = graphTraceQuestions(module, trace, 'seed');
          expectWellFormed(questions, trace.stepCount);
          for (const question of questions) {
            const step = trace.steps[question.step];
            const dist = /^What is (?:dist|key)\[(.+)\] after this step\?$/.exec(question.prompt);
            if (question.prompt.startsWith('Which one leaves')) {
              expect(step?.change.leave).toEqual([question.answer]);
              expect(question.answerTarget).toEqual([question.answer]);
            } else if (dist) {
              const value = trace.frameAt(question.step + 1).model.dist?.get(dist[1] ?? '');
              expect(value === undefined || !Number.isFinite(value) ? '∞' : String(value)).toBe(
                question.answer,
              );
              expect(question.answerTarget).toEqual([dist[1]]);
            } else {
              expect(answerLabel(question)).toBe(step?.message);
            }
          }
        },
      ),
      { numRuns: 80 },
    );
  });

  it("asks which vertex leaves Dijkstra's or Prim's queue only with the tie rule named when priorities tie", () => {
    let tiedQuestions = 0;
    fc.assert(
      fc.property(
        tieHeavyGraphArb(false),
        fc.constantFrom('dijkstra' as const, 'prim' as const),
        (graph, id) => {
          const trace = modules[id].trace(graph, { source: graph.vertices[0] ?? null, target: null });
          for (const question of graphTraceQuestions(modules[id], trace, 'seed')) {
            if (!question.prompt.startsWith('Which one leaves')) continue;
            const frontier = trace.frameAt(question.step).model.frontier;
            const priority = (option: string) => frontier.get(option) ?? Infinity;
            const first = question.options
              .map((option) => option.id)
              .sort((a, b) => priority(a) - priority(b) || compareLabels(a, b))[0];
            expect(question.answer).toBe(first);
            const tied = question.options.some(
              (option) => option.id !== question.answer && priority(option.id) === priority(question.answer),
            );
            if (tied) tiedQuestions++;
            expect(question.prompt).toBe(
              tied
                ? 'Which one leaves the priority queue next? Equal priorities leave in label order: the shorter label first, then character order.'
                : 'Which one leaves the priority queue next?',
            );
          }
        },
      ),
      { numRuns: 150, seed: 7 },
    );
    expect(tiedQuestions).toBeGreaterThan(10);
  });

  it("asks Dijkstra's what a relaxation makes dist[v], with ∞ among the choices", () => {
    const graph = {
      directed: false,
      weighted: true,
      vertices: ['A', 'B', 'C'],
      edges: [
        { from: 'A', to: 'B', weight: 4 },
        { from: 'A', to: 'C', weight: 1 },
      ],
    };
    const trace = dijkstraModule.trace(graph, { source: 'A', target: null });
    const question = graphTraceQuestions(dijkstraModule, trace, 'seed').find((q) =>
      q.prompt.includes('dist[C]'),
    );
    expect(question?.prompt).toBe('What is dist[C] after this step?');
    expect(question?.answer).toBe('1');
    expect(question?.options.map((option) => option.label).sort()).toEqual(['0', '1', '2', '∞']);
  });
});
