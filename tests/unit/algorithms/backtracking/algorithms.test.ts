/**
 * The backtracking modules against plainly written references: the same solutions in the same order,
 * the counters a learner reads (calls, choices, pruned branches, solutions), every node's state as the
 * run goes, the view that follows the current path, skipping to the next solution, the input checks and
 * the share link.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  combinationSumModule,
  nQueensModule,
  parseCombination,
  parseQueens,
  permutationsModule,
  subsetsModule,
} from '@/core/algorithms/backtracking';
import { BACKTRACKING_ALGORITHM_MODULES } from '@/core/algorithms/backtracking/registry';
import {
  decodeBacktrackingRunConfig,
  defaultBacktrackingRun,
  encodeBacktrackingRunConfig,
} from '@/core/algorithms/backtracking/runConfig';
import { nodeStateAt, runningAt } from '@/core/algorithms/backtracking/search';
import { BACKTRACKING_COUNTERS, type BacktrackingTrace } from '@/core/algorithms/backtracking/trace';
import { treeView, WHOLE_TREE_MAX } from '@/core/algorithms/backtracking/treeView';

// ---- References, written plainly ----

function referenceSubsets(nums: readonly number[]): number[][] {
  const out: number[][] = [];
  const go = (start: number, path: number[]) => {
    out.push(path);
    for (let i = start; i < nums.length; i++) go(i + 1, [...path, nums[i] as number]);
  };
  go(0, []);
  return out;
}

function referencePermutations(nums: readonly number[]): number[][] {
  if (nums.length === 0) return [[]];
  const out: number[][] = [];
  nums.forEach((first, i) => {
    for (const rest of referencePermutations(nums.filter((_, j) => j !== i))) out.push([first, ...rest]);
  });
  return out;
}

function referenceCombinations(candidates: readonly number[], target: number): number[][] {
  const sorted = [...candidates].sort((a, b) => a - b);
  const out: number[][] = [];
  const go = (start: number, left: number, path: number[]) => {
    if (left === 0) out.push(path);
    for (let i = start; i < sorted.length && (sorted[i] as number) <= left; i++)
      go(i, left - (sorted[i] as number), [...path, sorted[i] as number]);
  };
  go(0, target, []);
  return out;
}

/** Every placement of n queens, one a row, by trying every column of every row (no pruning). */
function referenceQueens(n: number): number[][] {
  const out: number[][] = [];
  const go = (cols: number[]) => {
    if (cols.length === n) {
      const ok = cols.every((c, r) =>
        cols.every((d, s) => s === r || (c !== d && Math.abs(c - d) !== Math.abs(r - s))),
      );
      if (ok) out.push(cols);
      return;
    }
    for (let c = 0; c < n; c++) go([...cols, c]);
  };
  go([]);
  return out;
}

const listOf = (lists: readonly (readonly number[])[]) =>
  `[${lists.map((l) => `[${l.join(', ')}]`).join(', ')}]`;
const counts = (trace: BacktrackingTrace) => trace.frameAt(trace.stepCount).counts;

const distinctList = (max: number) =>
  fc.uniqueArray(fc.integer({ min: -20, max: 20 }), { minLength: 1, maxLength: max });

describe('Subsets', () => {
  it('lists every subset in the order the search records them, one call each, nothing pruned', () => {
    expect(subsetsModule.answer([1, 2, 3])).toBe('[[], [1], [1, 2], [1, 2, 3], [1, 3], [2], [2, 3], [3]]');
    fc.assert(
      fc.property(distinctList(6), (nums) => {
        expect(subsetsModule.answer(nums)).toBe(listOf(referenceSubsets(nums)));
        const total = 2 ** nums.length;
        expect(counts(subsetsModule.trace(nums))).toEqual({
          calls: total,
          choices: total - 1,
          pruned: 0,
          solutions: total,
        });
      }),
      { numRuns: 40, seed: 35 },
    );
  });
});

describe('Permutations', () => {
  it('lists the n! orderings in order, pruning every number already on the path', () => {
    expect(permutationsModule.answer([1, 2, 3])).toBe(
      '[[1, 2, 3], [1, 3, 2], [2, 1, 3], [2, 3, 1], [3, 1, 2], [3, 2, 1]]',
    );
    // [1, 2, 3]: 1 + 3 + 6 + 6 calls; each call at depth d skips the d numbers it has used.
    expect(counts(permutationsModule.trace([1, 2, 3]))).toEqual({
      calls: 16,
      choices: 30,
      pruned: 15,
      solutions: 6,
    });
    fc.assert(
      fc.property(distinctList(5), (nums) => {
        expect(permutationsModule.answer(nums)).toBe(listOf(referencePermutations(nums)));
      }),
      { numRuns: 30, seed: 36 },
    );
  });
});

describe('the Choices counter', () => {
  it('says it counts every choice tried, the pruned ones included', () => {
    const label = BACKTRACKING_COUNTERS.find((c) => c.key === 'choices')?.label;
    expect(label).toBe('Choices tried (including pruned)');
    const trace = permutationsModule.trace([1, 2, 3]);
    const kinds = trace.steps.map((step) => step.line);
    const { choices = 0, pruned = 0 } = counts(trace);
    expect(pruned).toBe(kinds.filter((line) => line === 'prune').length);
    expect(choices).toBe(kinds.filter((line) => line === 'choose').length + pruned);
  });
});

describe('Combination Sum', () => {
  const run = (text: string) => {
    const input = parseCombination(text);
    if ('error' in input) throw new Error(input.error);
    return input.value;
  };

  it('finds [[2, 2, 3], [7]] for the classic [2, 3, 6, 7] and 7, pruning each candidate over the remainder', () => {
    const input = run('2, 3, 6, 7; 7');
    expect(combinationSumModule.answer(input)).toBe('[[2, 2, 3], [7]]');
    expect(counts(combinationSumModule.trace(input))).toEqual({
      calls: 10,
      choices: 16,
      pruned: 7,
      solutions: 2,
    });
    expect(combinationSumModule.answer(run('2, 3, 5; 8'))).toBe('[[2, 2, 2, 2], [2, 3, 3], [3, 5]]');
    expect(combinationSumModule.answer(run('2; 1'))).toBe('[]');
  });

  it('agrees with a reference on random candidates and targets, in any order typed', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 2, max: 12 }), { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 1, max: 20 }),
        (candidates, target) => {
          const input = parseCombination(`${candidates.join(' ')}; ${target}`);
          if ('error' in input) return;
          expect(combinationSumModule.answer(input.value)).toBe(
            listOf(referenceCombinations(candidates, target)),
          );
        },
      ),
      { numRuns: 60, seed: 37 },
    );
  });

  it('says what is wrong with the input', () => {
    const error = (text: string) => {
      const checked = parseCombination(text);
      return 'error' in checked ? checked.error : null;
    };
    expect(error('2, 3, 6, 7')).toBe(
      'Write the candidates, a semicolon, then the target, like 2, 3, 6, 7; 7',
    );
    expect(error('2, 3, x; 7')).toBe('“x” is not a whole number');
    expect(error('2, 3, 3; 7')).toBe('3 appears twice: the candidates must all be different');
    expect(error('2, 3; 0')).toBe('The target must be from 1 to 40');
    expect(error('0, 3; 7')).toBe('0 is out of range: use numbers from 1 to 40');
    expect(error('1, 2, 3, 4, 5, 6, 7; 7')).toBe(
      'Too many numbers: at most 6, so the tree stays readable (there are 7)',
    );
    expect(error('1, 2, 3, 4; 40')).toMatch(/^That search is too large to follow \(over 5,000 calls\)/);
    expect(error(' 2 3 6 7 ;7 ')).toBeNull();
  });
});

describe('N-Queens', () => {
  it('finds 2 solutions for 4, 92 for 8 and 724 for 10, in the order of a search without pruning', () => {
    expect(nQueensModule.answer(4)).toBe('2 solutions');
    expect(nQueensModule.answer(8)).toBe('92 solutions');
    for (const n of [4, 5, 6]) {
      const trace = nQueensModule.trace(n);
      const found = Array.from(trace.record.solutionNodes, (node) => {
        const cols: number[] = [];
        for (let v = node; v > 0; v = trace.record.parent[v] ?? 0) cols.unshift(trace.record.choice[v] ?? 0);
        return cols;
      });
      expect(found).toEqual(referenceQueens(n));
    }
  });

  it('counts 10-Queens’ full search: 35,539 calls (the first and 35,538 recursive ones), 312,612 pruned', () => {
    const trace = nQueensModule.trace(10);
    expect(counts(trace)).toEqual({ calls: 35_539, choices: 348_150, pruned: 312_612, solutions: 724 });
    expect(trace.stepCount).toBe(384_414);
  });

  it('says what is wrong with n', () => {
    expect(parseQueens('')).toEqual({ error: "Enter n, the board's size: a whole number from 4 to 10" });
    expect(parseQueens('3')).toEqual({ error: 'n must be from 4 to 10 (3 is out of range)' });
    expect(parseQueens('11')).toEqual({ error: 'n must be from 4 to 10 (11 is out of range)' });
    expect(parseQueens('eight')).toEqual({ error: '“eight” is not a whole number: enter n from 4 to 10' });
    expect(parseQueens(' 8 ')).toEqual({ value: 8 });
  });

  it('narrates a pruned square with the queen that attacks it', () => {
    const trace = nQueensModule.trace(4);
    expect(trace.steps.slice(0, 4).map((step) => step.message)).toEqual([
      "Call place(0) on an empty 4 × 4 board: each call places one row's queen",
      "(0, 0) is safe: place row 0's queen there and explore row 1",
      '(1, 0) is in the column of the queen at (0, 0): prune it',
      '(1, 1) is on a diagonal with the queen at (0, 0): prune it',
    ]);
  });
});

describe('the recorded search', () => {
  it('gives every node the state of its frame: running calls active, then done, solution or pruned', () => {
    const trace = nQueensModule.trace(4);
    const { record } = trace;
    for (let k = 0; k <= trace.stepCount; k++) {
      const running = runningAt(record, k);
      // A running call is active; a full board is a solution from the step after the one that made it.
      for (let v = running; v >= 0; v = record.parent[v] ?? -1) {
        const found = (record.depth[v] ?? 0) === 4 && (record.madeAt[v] ?? 0) + 1 < k;
        expect(nodeStateAt(record, v, k)).toBe(found ? 'solution' : 'active');
      }
    }
    const end = trace.stepCount;
    for (let v = 0; v < record.nodeCount; v++) {
      const state = nodeStateAt(record, v, end);
      if (record.pruned[v] === 1) expect(state).toBe('pruned');
      else if ((record.depth[v] ?? 0) === 4) expect(state).toBe('solution');
      else expect(state).toBe('done');
    }
  });

  it('draws a small search whole and a large one as the current path and its branches', () => {
    const small = combinationSumModule.trace({ candidates: [2, 3, 6, 7], target: 7 });
    expect(small.record.nodeCount).toBeLessThanOrEqual(WHOLE_TREE_MAX);
    const end = treeView(small.record, small.stepCount);
    expect(end.whole).toBe(true);
    expect(end.calls).toHaveLength(small.record.nodeCount);

    const large = nQueensModule.trace(8);
    for (const k of [1, 100, 900, 5000, large.stepCount]) {
      const view = treeView(large.record, k);
      expect(view.whole).toBe(false);
      // At most n + 1 calls on the path, each with at most n branches drawn.
      expect(view.calls.length).toBeLessThanOrEqual(9 * 9);
      // Every node made so far is drawn or counted under a branch that is drawn.
      expect(view.calls.reduce((sum, call) => sum + 1 + call.hidden, 0)).toBe(view.made);
      const running = runningAt(large.record, k);
      if (running >= 0) expect(view.calls.find((call) => call.current)?.node).toBe(running);
    }
  });

  it('skips to the frame that shows the next solution, and to nothing after the last', () => {
    const trace = nQueensModule.trace(6);
    const frames: number[] = [];
    for (let at = trace.nextSolutionFrame(0); at !== null; at = trace.nextSolutionFrame(at)) frames.push(at);
    expect(frames).toHaveLength(4);
    for (const [i, frame] of frames.entries()) {
      expect(trace.frameAt(frame).counts.solutions).toBe(i + 1);
      expect(trace.frameAt(frame - 1).counts.solutions).toBe(i);
      expect(trace.steps[frame - 1]?.line).toBe('solution');
    }
  });

  it('reads the same frame forwards and backwards, with counters that only grow', () => {
    const trace = permutationsModule.trace([1, 2, 3, 4]);
    let previous = trace.frameAt(0).counts;
    for (let k = 1; k <= trace.stepCount; k++) {
      const frame = trace.frameAt(k).counts;
      for (const key of ['calls', 'choices', 'pruned', 'solutions'] as const)
        expect(frame[key]).toBeGreaterThanOrEqual(previous[key] ?? 0);
      previous = frame;
    }
    expect(trace.frameAt(200)).toEqual(trace.frameAt(200));
    expect(trace.lineAt(0)).toBe('call');
    expect(trace.lineAt(trace.stepCount - 1)).toBe('done');
  });
});

describe('backtracking modules and share links', () => {
  it('declares the step lines it uses, presets that pass its check and an example that is a preset', () => {
    for (const module of BACKTRACKING_ALGORITHM_MODULES) {
      expect(module.presets.map((preset) => preset.text)).toContain(module.example);
      for (const preset of module.presets) expect('value' in module.check(preset.text)).toBe(true);
      const trace = module.trace((module.check(module.example) as { value: never }).value);
      const used = new Set(Array.from({ length: trace.stepCount }, (_, k) => trace.lineAt(k)));
      expect([...used].sort()).toEqual([...module.lineIds].sort());
    }
  });

  it('reopens a run from its link, and an invalid text as typed', () => {
    const config = { ...defaultBacktrackingRun('nQueens'), input: '8', step: 40 };
    expect(decodeBacktrackingRunConfig(encodeBacktrackingRunConfig(config))).toEqual(config);
    expect(decodeBacktrackingRunConfig('?algo=combinationSum&input=2,3;x')).toMatchObject({
      algorithm: 'combinationSum',
      input: '2,3;x',
    });
    expect(decodeBacktrackingRunConfig('?algo=nope')).toBeNull();
    expect(defaultBacktrackingRun('nQueens').input).toBe('4');
  });
});
