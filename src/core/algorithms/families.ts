import type { AlgorithmFamilyId } from './types';

/**
 * The algorithm families the site teaches, each with one page. A family still to come lists the
 * algorithms it will cover (`planned`): it is advertised as coming soon. A family with algorithms in the
 * catalog has none planned: its Home card links to its page and its menu entry navigates. (The menus read
 * only this file, so the first page loads none of the catalog's text; a unit test keeps the two in step.)
 */
export interface AlgorithmFamily {
  readonly id: AlgorithmFamilyId;
  /** The Home card's and the page's title. */
  readonly title: string;
  /** The navigation menu's label. */
  readonly menuLabel: string;
  readonly description: string;
  readonly path: string;
  /** The algorithms the Home card lists while the family is coming soon; empty once it has a page. */
  readonly planned: readonly string[];
  /**
   * The short names Home's card lists once the family has a page: the catalog's, in its order (a unit
   * test keeps them in step), written here so Home loads none of the catalog's text.
   */
  readonly cardNames: readonly string[];
}

export const ALGORITHM_FAMILIES: readonly AlgorithmFamily[] = [
  {
    id: 'sorting',
    title: 'Sorting Algorithms',
    menuLabel: 'Sorting',
    description: 'Watch elements compare and swap until the array is in order.',
    path: '/algorithms/sorting',
    planned: [],
    cardNames: ['Bubble', 'Selection', 'Insertion', 'Merge', 'Quick', 'Heap'],
  },
  {
    id: 'searching',
    title: 'Searching Algorithms',
    menuLabel: 'Searching',
    description: 'Follow linear and binary search as they hunt for a target value.',
    path: '/algorithms/searching',
    planned: [],
    cardNames: ['Linear', 'Binary'],
  },
  {
    id: 'graph',
    title: 'Graph Algorithms',
    menuLabel: 'Graph',
    description: 'Traverse and find shortest paths and spanning trees in graphs.',
    path: '/algorithms/graph',
    planned: [],
    cardNames: [
      'BFS',
      'DFS',
      "Dijkstra's",
      "Prim's",
      "Kruskal's",
      'Topological (Kahn)',
      'Topological (DFS)',
      'Bellman-Ford',
      'Floyd-Warshall',
      'A*',
    ],
  },
  {
    id: 'dp',
    title: 'Dynamic Programming',
    menuLabel: 'Dynamic Programming',
    description: 'Break problems into overlapping subproblems and reuse their answers.',
    path: '/algorithms/dp',
    planned: [],
    cardNames: ['Fibonacci', 'Knapsack', 'LCS', 'LIS'],
  },
  {
    id: 'greedy',
    title: 'Greedy Algorithms',
    menuLabel: 'Greedy',
    description: 'Make the locally best choice at every step and see where it leads.',
    path: '/algorithms/greedy',
    planned: [],
    cardNames: ['Activity Selection', 'Huffman Coding'],
  },
  {
    id: 'math',
    title: 'Mathematical Algorithms',
    menuLabel: 'Mathematical',
    description: 'Classic number-theory algorithms, step by step.',
    path: '/algorithms/math',
    planned: [],
    cardNames: ['GCD (Euclidean)', 'Sieve of Eratosthenes', 'Prime Factorization'],
  },
  {
    id: 'patterns',
    title: 'Interview Patterns',
    menuLabel: 'Interview Patterns',
    description: 'Two pointers, sliding windows, prefix sums, monotonic stacks and more, drawn and named.',
    path: '/algorithms/patterns',
    planned: [],
    cardNames: [
      'Pair Sum',
      'Most Water',
      'Window Maximum',
      'Kadane',
      'Next Greater',
      'Longest Unique Substring',
      'Range Sums',
      'Subarrays Summing to k',
      'Ship Capacity',
      'Merge Intervals',
    ],
  },
  {
    id: 'backtracking',
    title: 'Backtracking',
    menuLabel: 'Backtracking',
    description:
      'Choose, explore and un-choose: watch the recursion tree search, prune and collect solutions.',
    path: '/algorithms/backtracking',
    planned: [],
    cardNames: ['Subsets', 'Permutations', 'Combination Sum', 'N-Queens'],
  },
  {
    id: 'strings',
    title: 'String Matching',
    menuLabel: 'String Matching',
    description:
      'Slide a pattern along a text: naive shifts, KMP’s prefix table and Rabin-Karp’s rolling hash.',
    path: '/algorithms/strings',
    planned: [],
    cardNames: ['Naive', 'KMP', 'Rabin-Karp'],
  },
];

export function familyOf(id: AlgorithmFamilyId): AlgorithmFamily {
  const family = ALGORITHM_FAMILIES.find((entry) => entry.id === id);
  if (family === undefined) throw new RangeError(`Unknown algorithm family ${id}`);
  return family;
}

/** Whether a family's page is built (it plans nothing more). */
export function isImplemented(family: AlgorithmFamily): boolean {
  return family.planned.length === 0;
}
