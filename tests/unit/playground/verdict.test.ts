import { describe, expect, it } from 'vitest';
import type { RecordedRun } from '@/core/playground/recording';
import { builtInCounts, builtInGraphCounts } from '@/core/playground/builtIn';
import { parseEdgeList } from '@/core/graph/edgeList';
import { bfsOrderProblem, judge } from '@/core/playground/verdict';

const ran = (finalArray: number[] | null, returned: unknown = null): RecordedRun => ({
  operations: [],
  counts: { reads: 0, writes: 0, swaps: 0, comparisons: 0, visits: 0, edges: 0 },
  output: [],
  outputTruncated: false,
  returned,
  finalArray,
  error: null,
});

describe('verdicts', () => {
  const sort = { task: 'sort', array: [3, 1, 2] } as const;
  it('judges a sort', () => {
    expect(judge(sort, ran([1, 2, 3]))).toEqual({ ok: true, message: 'Sorted: all 3 values are in order.' });
    expect(judge(sort, ran([1, 3, 2])).message).toBe('Not sorted: arr[1] = 3 comes before arr[2] = 2.');
    expect(judge(sort, ran([1, 2])).message).toMatch(/^The array's length changed from 3 to 2/);
    expect(judge(sort, ran([3, 1, 2], [1, 2, 3]))).toEqual({
      ok: true,
      message: 'Sorted: returned a new array with all 3 values in order.',
    });
    expect(judge(sort, ran([3, 1, 2], [1, 2, 2])).ok).toBe(false);
    expect(judge(sort, ran([1, 1, 1])).ok).toBe(false);
  });

  it('judges a search', () => {
    const search = { task: 'search', array: [4, 8, 15], target: 8 } as const;
    expect(judge(search, ran(null, 1)).ok).toBe(true);
    expect(judge(search, ran(null, 2)).message).toBe('Wrong: arr[2] = 15, not 8 (it is at index 1).');
    expect(judge(search, ran(null, -1)).message).toBe('Wrong: 8 is at index 1, but your search returned -1.');
    expect(judge(search, ran(null, null)).message).toMatch(/returned nothing/);
    expect(judge(search, ran(null, '1')).message).toMatch(/^Your search returned "1", not a number/);
    expect(judge({ ...search, target: 5 }, ran(null, -1)).ok).toBe(true);
  });

  it('judges a BFS order', () => {
    const adjacency = { A: ['B', 'C'], B: ['A', 'D'], C: ['A'], D: ['B'] };
    expect(bfsOrderProblem(adjacency, 'A', ['A', 'C', 'B', 'D'])).toBeNull();
    expect(bfsOrderProblem(adjacency, 'A', ['A', 'B', 'D', 'C'])).toMatch(/before D/);
    expect(bfsOrderProblem(adjacency, 'A', ['B', 'A', 'C', 'D'])).toBe('A BFS from A visits A first.');
    expect(bfsOrderProblem(adjacency, 'A', ['A', 'B', 'C'])).toMatch(/^The order stops after 3 vertices/);
    expect(judge({ task: 'bfs', adjacency, source: 'A' }, ran(null, null)).message).toMatch(
      /returned nothing/,
    );
  });
});

describe('the built-in algorithms beside the learner’s counts', () => {
  it('runs every built-in sort on the same input', () => {
    const rows = builtInCounts({ task: 'sort', array: [3, 1, 2] });
    const bubble = rows.find((row) => row.name === 'Bubble Sort');
    expect(bubble?.comparisons).toBeGreaterThan(0);
    expect(rows.length).toBeGreaterThan(3);
  });

  it('runs the built-in BFS and DFS on the same graph from the same source', () => {
    const typed = parseEdgeList('A B\nA C\nB D\nE', { directed: false, weighted: false });
    if (!('graph' in typed)) throw new Error(typed.errors.join('; '));
    // From A: A, B, C and D are reached (E is not); each reached vertex's list is read in full.
    expect(builtInGraphCounts(typed.graph, 'A')).toEqual([
      { name: 'Breadth-First Search', visits: 4, edges: 6 },
      { name: 'Depth-First Search', visits: 4, edges: 6 },
    ]);
  });

  it('leaves out a search that needs a sorted array when the array is not sorted, and its own for BFS', () => {
    const unsorted = builtInCounts({ task: 'search', array: [3, 1, 2], target: 2 }).map((row) => row.name);
    const sorted = builtInCounts({ task: 'search', array: [1, 2, 3], target: 2 }).map((row) => row.name);
    expect(unsorted).not.toContain('Binary Search');
    expect(sorted).toContain('Binary Search');
    expect(builtInCounts({ task: 'bfs', adjacency: { A: [] }, source: 'A' })).toEqual([]);
  });
});
