import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ArrayAlgorithmId } from '@/core/algorithms';
import {
  ALGORITHM_CATALOG,
  ALGORITHM_FAMILIES,
  ALGORITHM_IDS,
  ARRAY_ALGORITHM_IDS,
  GRAPH_ALGORITHM_IDS,
  SEARCHING_ALGORITHM_IDS,
  SORTING_ALGORITHM_IDS,
  catalogOf,
  LANGUAGES,
  prepareInput,
  traceAlgorithm,
} from '@/core/algorithms';
import { ALGORITHM_MODULES, ALGORITHMS } from '@/core/algorithms/allAlgorithms';
import { isImplemented } from '@/core/algorithms/families';
import { traceSteps } from '@/core/trace';
import { valuesArb } from './helpers';

describe('catalog', () => {
  it('gives the complexities the product rules state (docs/product-rules.md)', () => {
    const table = Object.fromEntries(
      ALGORITHM_IDS.map((id) => {
        const { timeComplexity: t, spaceComplexity } = ALGORITHMS[id];
        return [id, [t.best, t.average, t.worst, spaceComplexity]];
      }),
    );
    expect(table).toEqual({
      bubbleSort: ['O(n)', 'O(n²)', 'O(n²)', 'O(1)'],
      selectionSort: ['O(n²)', 'O(n²)', 'O(n²)', 'O(1)'],
      insertionSort: ['O(n)', 'O(n²)', 'O(n²)', 'O(1)'],
      mergeSort: ['O(n log n)', 'O(n log n)', 'O(n log n)', 'O(n)'],
      quickSort: ['O(n log n)', 'O(n log n)', 'O(n²)', 'O(log n)'],
      heapSort: ['O(n log n)', 'O(n log n)', 'O(n log n)', 'O(1)'],
      linearSearch: ['O(1)', 'O(n)', 'O(n)', 'O(1)'],
      binarySearch: ['O(1)', 'O(log n)', 'O(log n)', 'O(1)'],
      bfs: ['O(V + E)', 'O(V + E)', 'O(V + E)', 'O(V)'],
      dfs: ['O(V + E)', 'O(V + E)', 'O(V + E)', 'O(V)'],
      dijkstra: ['O((V + E) log V)', 'O((V + E) log V)', 'O((V + E) log V)', 'O(V + E)'],
      prim: ['O(E log V)', 'O(E log V)', 'O(E log V)', 'O(V + E)'],
      kruskal: ['O(E log E)', 'O(E log E)', 'O(E log E)', 'O(V + E)'],
      topoKahn: ['O(V + E)', 'O(V + E)', 'O(V + E)', 'O(V)'],
      topoDfs: ['O(V + E)', 'O(V + E)', 'O(V + E)', 'O(V)'],
      bellmanFord: ['O(E)', 'O(V·E)', 'O(V·E)', 'O(V)'],
      aStar: ['O(d)', 'O(V log V)', 'O(V log V)', 'O(V)'],
      floydWarshall: ['O(V³)', 'O(V³)', 'O(V³)', 'O(V²)'],
      fibonacci: ['O(n)', 'O(n)', 'O(n)', 'O(n)'],
      knapsack: ['O(n·C)', 'O(n·C)', 'O(n·C)', 'O(n·C)'],
      lcs: ['O(m·n)', 'O(m·n)', 'O(m·n)', 'O(m·n)'],
      lis: [
        'O(n²) with the table; O(n log n) with patience',
        'O(n²) with the table; O(n log n) with patience',
        'O(n²) with the table; O(n log n) with patience',
        'O(n)',
      ],
      gcd: ['O(1)', 'O(log min(a, b))', 'O(log min(a, b))', 'O(1)'],
      sieve: ['O(N log log N)', 'O(N log log N)', 'O(N log log N)', 'O(N)'],
      factorization: ['O(log n)', 'O(√n)', 'O(√n)', 'O(log n)'],
      activitySelection: ['O(n log n)', 'O(n log n)', 'O(n log n)', 'O(n)'],
      huffman: ['O(n + k log k)', 'O(n + k log k)', 'O(n + k log k)', 'O(k)'],
      pairSum: ['O(1)', 'O(n)', 'O(n)', 'O(1)'],
      mostWater: ['O(n)', 'O(n)', 'O(n)', 'O(1)'],
      windowMax: ['O(n)', 'O(n)', 'O(n)', 'O(k)'],
      maxSubarray: ['O(n)', 'O(n)', 'O(n)', 'O(1)'],
      nextGreater: ['O(n)', 'O(n)', 'O(n)', 'O(n)'],
      longestUnique: ['O(n)', 'O(n)', 'O(n)', 'O(k)'],
      rangeSum: ['O(n + q)', 'O(n + q)', 'O(n + q)', 'O(n)'],
      subarraySumK: ['O(n)', 'O(n)', 'O(n)', 'O(n)'],
      shipCapacity: ['O(n log S)', 'O(n log S)', 'O(n log S)', 'O(1)'],
      mergeIntervals: ['O(n log n)', 'O(n log n)', 'O(n log n)', 'O(n)'],
      subsets: ['O(n · 2^n)', 'O(n · 2^n)', 'O(n · 2^n)', 'O(n)'],
      permutations: ['O(n · n!)', 'O(n · n!)', 'O(n · n!)', 'O(n)'],
      combinationSum: ['O(n)', 'O(n^(t/m))', 'O(n^(t/m))', 'O(t/m)'],
      nQueens: ['O(n!)', 'O(n!)', 'O(n!)', 'O(n)'],
      naiveMatch: ['O(n)', 'O(n)', 'O((n - m + 1)·m)', 'O(1)'],
      kmp: ['O(n + m)', 'O(n + m)', 'O(n + m)', 'O(m)'],
      rabinKarp: ['O(n + m)', 'O(n + m)', 'O((n - m + 1)·m)', 'O(1)'],
    });
  });

  it('says what the figures hide: merge sort’s comparisons vary, quick sort’s stack can grow n deep', () => {
    const merge = ALGORITHMS.mergeSort.description;
    expect(merge).toContain('always takes Θ(n log n) time');
    expect(merge).toMatch(
      /comparisons depends on the order of the input, from about n\/2·log n .* to about n·log n/,
    );
    expect(merge).not.toMatch(/does not depend/);
    expect(ALGORITHMS.quickSort.spaceNote).toMatch(/^O\(log n\) on average.*O\(n\) in the worst case/);
    expect(ALGORITHMS.quickSort.spaceNote).toContain('recurses on both sides');
    expect(ALGORITHM_IDS.filter((id) => ALGORITHMS[id].spaceNote !== undefined)).toEqual([
      'quickSort',
      'dijkstra',
      'prim',
      'aStar',
      'fibonacci',
      'longestUnique',
      'shipCapacity',
      'subsets',
      'permutations',
      'combinationSum',
      'nQueens',
      'naiveMatch',
      'kmp',
      'rabinKarp',
    ]);
    expect(ALGORITHMS.dijkstra.spaceNote).toMatch(/^O\(V \+ E\) with the binary heap used here/);
  });

  it('describes every algorithm for a learner and lists the languages JavaScript first', () => {
    for (const id of ALGORITHM_IDS) {
      const info = ALGORITHMS[id];
      expect(info.id).toBe(id);
      expect(info.kind).toBe(info.family);
      expect(info.name).toMatch(
        /^[A-Z][a-z]+ (Sort|Search)$|^[A-Z][a-z]+-First Search$|^[A-Z][a-z]+'s Algorithm$|^GCD \(Euclidean\)$|^Sieve of Eratosthenes$|^Prime Factorization$|^Activity Selection$|^Huffman Coding$|^Fibonacci Numbers$|^0\/1 Knapsack$|^Longest (Common|Increasing) Subsequence$|^(Two Pointers|Sliding Window|Kadane's Algorithm|Monotonic Stack|Prefix Sums|Binary Search on the Answer|Intervals): [A-Z][\w ,]+$|^Subsets$|^Permutations$|^Combination Sum$|^N-Queens$|^Naive String Matching$|^Knuth-Morris-Pratt \(KMP\)$|^Rabin-Karp|^Topological Sort \((Kahn|DFS)\)$|^Bellman-Ford|^A\* Search|^Floyd-Warshall$/,
      );
      expect(info.description.length).toBeGreaterThan(60);
      expect(info.howItWorks.length).toBeGreaterThan(100);
    }
    expect(LANGUAGES.map((l) => l.id)).toEqual(['javascript', 'python', 'java']);
    expect(ALGORITHM_IDS.filter((id) => ALGORITHMS[id].requiresSortedInput)).toEqual(['binarySearch']);
  });
});

/** Line ids the steps actually use over many inputs: sorted, reversed, random; targets present and absent. */
function usedLineIds(id: ArrayAlgorithmId): Set<string> {
  const inputs = [[], [1], [1, 2, 3], [3, 2, 1], ...fc.sample(valuesArb, { numRuns: 60, seed: 7 })];
  const used = new Set<string>();
  for (const raw of inputs) {
    const values = prepareInput(id, raw).values;
    for (const target of [values[0] ?? 0, values.at(-1) ?? 0, -1000]) {
      for (const s of traceSteps(traceAlgorithm(id, values, target))) used.add(s.line);
    }
  }
  return used;
}

// The graph algorithms' listings are checked in graph/listings.test.ts, on graphs.
describe.each(ARRAY_ALGORITHM_IDS)('%s code listings', (id) => {
  const { lineIds } = ALGORITHMS[id];

  it('the steps use exactly the declared line ids', () => {
    expect([...usedLineIds(id)].sort()).toEqual([...lineIds].sort());
  });

  it.each(LANGUAGES.map((l) => l.id))('%s maps every line id to existing, non-blank lines', (language) => {
    const listing = ALGORITHMS[id].code[language];
    const lines = listing.code.split('\n');
    expect(listing.language).toBe(language);
    expect(Object.keys(listing.lines).sort()).toEqual([...lineIds].sort());
    for (const numbers of Object.values(listing.lines)) {
      expect(numbers.length).toBeGreaterThan(0);
      for (const n of numbers) {
        expect(Number.isInteger(n) && n >= 1 && n <= lines.length).toBe(true);
        expect(lines[n - 1]?.trim()).not.toBe('');
      }
    }
    expect(listing.code).not.toMatch(/[«»\t]/);
  });

  it('puts each id on a line that does what the id names', () => {
    const expected: Record<string, RegExp> = {
      compare: /<|>|==/,
      swap: /\] = \[|, .+ = .+, |temp|swap\(|arr\[.+\] = arr\[/,
      'place-pivot': /\] = \[|, .+ = .+, |swap\(/,
      'in-place': /i !==? j|minIndex !==? i|min_index != i/,
      'pivot-in-place': /i !==? hi/,
      pivot: /pivot = arr\[hi\]/,
      split: /mid = /,
      mid: /mid = /,
      merge: /merge\(arr, lo, mid, hi\)/,
      'take-left': /left\[i/,
      'copy-left': /left\[i/,
      'take-right': /right\[j/,
      'copy-right': /right\[j/,
      found: /return (i|mid)/,
      'not-found': /return -1/,
      'early-exit': /swapped|break/,
      'go-right': /lo = mid \+ 1|< target/,
      'go-left': /hi = mid - 1|else/,
      done: /return arr|^\s*}$/,
      build: /start( =| in )/,
      'next-max': /end( = n - 1| in range\(n - 1)/,
      extract: /arr\[0\]|arr\[end\] = temp/,
      'compare-left': /arr\[left\] > arr\[largest\]/,
      'compare-right': /arr\[right\] > arr\[largest\]/,
    };
    for (const { id: language } of LANGUAGES) {
      const listing = ALGORITHMS[id].code[language];
      const text = listing.code.split('\n');
      for (const [lineId, numbers] of Object.entries(listing.lines)) {
        const pattern = expected[lineId];
        expect(pattern, `no expectation for ${lineId}`).toBeDefined();
        for (const n of numbers) expect(text[n - 1], `${language} ${lineId}`).toMatch(pattern ?? /$^/);
      }
    }
  });
});

describe('catalog and registry', () => {
  it('list the same algorithms in the same order, each module carrying its catalog text', () => {
    expect(ALGORITHM_MODULES.map((module) => module.id)).toEqual(ALGORITHM_CATALOG.map((meta) => meta.id));
    for (const meta of ALGORITHM_CATALOG) expect(ALGORITHMS[meta.id]).toMatchObject(meta);
  });

  it('plans algorithms only for the families that have none in the catalog yet', () => {
    for (const family of ALGORITHM_FAMILIES) {
      expect(isImplemented(family), family.id).toBe(catalogOf(family.id).length > 0);
    }
  });

  it("names on each family's Home card the catalog's short names, in catalog order", () => {
    for (const family of ALGORITHM_FAMILIES) {
      expect(family.cardNames, family.id).toEqual(catalogOf(family.id).map((meta) => meta.shortName));
    }
  });

  it('puts every algorithm in a family with a page, and lists a family’s algorithms in catalog order', () => {
    const familyIds = ALGORITHM_FAMILIES.map((family) => family.id);
    for (const meta of ALGORITHM_CATALOG) expect(familyIds).toContain(meta.family);
    expect(catalogOf('sorting').map((meta) => meta.id)).toEqual(SORTING_ALGORITHM_IDS);
    expect(catalogOf('searching').map((meta) => meta.id)).toEqual(SEARCHING_ALGORITHM_IDS);
    expect(catalogOf('graph').map((meta) => meta.id)).toEqual(GRAPH_ALGORITHM_IDS);
    expect(GRAPH_ALGORITHM_IDS).toEqual([
      'bfs',
      'dfs',
      'dijkstra',
      'prim',
      'kruskal',
      'topoKahn',
      'topoDfs',
      'bellmanFord',
      'floydWarshall',
      'aStar',
    ]);
    expect(catalogOf('graph').map((meta) => [meta.name, meta.shortName])).toEqual([
      ['Breadth-First Search', 'BFS'],
      ['Depth-First Search', 'DFS'],
      ["Dijkstra's Algorithm", "Dijkstra's"],
      ["Prim's Algorithm", "Prim's"],
      ["Kruskal's Algorithm", "Kruskal's"],
      ['Topological Sort (Kahn)', 'Topological (Kahn)'],
      ['Topological Sort (DFS)', 'Topological (DFS)'],
      ['Bellman-Ford', 'Bellman-Ford'],
      ['Floyd-Warshall', 'Floyd-Warshall'],
      ['A* Search', 'A*'],
    ]);
    expect(catalogOf('dp').map((meta) => [meta.id, meta.name, meta.shortName])).toEqual([
      ['fibonacci', 'Fibonacci Numbers', 'Fibonacci'],
      ['knapsack', '0/1 Knapsack', 'Knapsack'],
      ['lcs', 'Longest Common Subsequence', 'LCS'],
      ['lis', 'Longest Increasing Subsequence', 'LIS'],
    ]);
    expect(catalogOf('math').map((meta) => [meta.id, meta.name, meta.shortName])).toEqual([
      ['gcd', 'GCD (Euclidean)', 'GCD (Euclidean)'],
      ['sieve', 'Sieve of Eratosthenes', 'Sieve of Eratosthenes'],
      ['factorization', 'Prime Factorization', 'Prime Factorization'],
    ]);
    expect(catalogOf('greedy').map((meta) => [meta.id, meta.name, meta.shortName])).toEqual([
      ['activitySelection', 'Activity Selection', 'Activity Selection'],
      ['huffman', 'Huffman Coding', 'Huffman Coding'],
    ]);
    expect(catalogOf('patterns').map((meta) => [meta.id, meta.name, meta.shortName])).toEqual([
      ['pairSum', 'Two Pointers: Pair with a Given Sum', 'Pair Sum'],
      ['mostWater', 'Two Pointers: Container with Most Water', 'Most Water'],
      ['windowMax', 'Sliding Window: Maximum of Each Window', 'Window Maximum'],
      ['maxSubarray', "Kadane's Algorithm: Maximum Subarray", 'Kadane'],
      ['nextGreater', 'Monotonic Stack: Next Greater Element', 'Next Greater'],
      [
        'longestUnique',
        'Sliding Window: Longest Substring Without Repeating Characters',
        'Longest Unique Substring',
      ],
      ['rangeSum', 'Prefix Sums: Range Sum Queries', 'Range Sums'],
      ['subarraySumK', 'Prefix Sums: Count Subarrays Summing to k', 'Subarrays Summing to k'],
      ['shipCapacity', 'Binary Search on the Answer: Ship Within D Days', 'Ship Capacity'],
      ['mergeIntervals', 'Intervals: Merge Overlapping Intervals', 'Merge Intervals'],
    ]);
    expect(catalogOf('backtracking').map((meta) => [meta.id, meta.name, meta.shortName])).toEqual([
      ['subsets', 'Subsets', 'Subsets'],
      ['permutations', 'Permutations', 'Permutations'],
      ['combinationSum', 'Combination Sum', 'Combination Sum'],
      ['nQueens', 'N-Queens', 'N-Queens'],
    ]);
    expect(catalogOf('strings').map((meta) => [meta.id, meta.name, meta.shortName])).toEqual([
      ['naiveMatch', 'Naive String Matching', 'Naive'],
      ['kmp', 'Knuth-Morris-Pratt (KMP)', 'KMP'],
      ['rabinKarp', 'Rabin-Karp', 'Rabin-Karp'],
    ]);
    expect(new Set(ALGORITHM_FAMILIES.map((family) => family.path)).size).toBe(ALGORITHM_FAMILIES.length);
  });
});
