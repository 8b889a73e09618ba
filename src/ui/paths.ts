import { ALGORITHM_FAMILIES, familyOf, isImplemented } from '@/core/algorithms/families';
import type { AlgorithmFamilyId } from '@/core/algorithms/types';

/**
 * Every screen of the site, declared once: its path, its document title (the screen's own heading says
 * the same) and the module that renders it. The router and the prerenderer (src/app/routeTable.ts), the
 * lazy loaders, the links' paths and the bundle budget's routes (tests/budget/) all derive from it. Data
 * only, so Node reads it too.
 */
export interface ScreenRoute {
  readonly path: string;
  readonly title: string;
  /** The screen's module (default export), from the project root. */
  readonly module: string;
}

const family = (id: AlgorithmFamilyId, module: string): ScreenRoute => {
  const { path, title } = familyOf(id);
  return { path, title, module };
};

export const screenRoutes = {
  home: { path: '/', title: '', module: 'src/features/home/HomePage.tsx' },
  race: { path: '/race', title: 'Algorithm Race Mode', module: 'src/features/race/RacePage.tsx' },
  study: { path: '/queuebee', title: 'QueueBee Study', module: 'src/features/study/StudyPage.tsx' },
  sorting: family('sorting', 'src/features/sorting/SortingPage.tsx'),
  searching: family('searching', 'src/features/searching/SearchingPage.tsx'),
  graph: family('graph', 'src/features/graph/GraphAlgorithmsPage.tsx'),
  dp: family('dp', 'src/features/dp/DpAlgorithmsPage.tsx'),
  math: family('math', 'src/features/math/MathAlgorithmsPage.tsx'),
  greedy: family('greedy', 'src/features/greedy/GreedyAlgorithmsPage.tsx'),
  patterns: family('patterns', 'src/features/patterns/PatternsPage.tsx'),
  backtracking: family('backtracking', 'src/features/backtracking/BacktrackingPage.tsx'),
  strings: family('strings', 'src/features/strings/StringsPage.tsx'),
  arrays: {
    path: '/data-structures/arrays',
    title: 'Arrays',
    module: 'src/features/data-structures/ArraysPage.tsx',
  },
  stacks: {
    path: '/data-structures/stacks',
    title: 'Stacks',
    module: 'src/features/data-structures/StacksPage.tsx',
  },
  queues: {
    path: '/data-structures/queues',
    title: 'Queues',
    module: 'src/features/data-structures/QueuesPage.tsx',
  },
  linkedLists: {
    path: '/data-structures/linked-lists',
    title: 'Linked Lists',
    module: 'src/features/data-structures/LinkedListsPage.tsx',
  },
  graphs: {
    path: '/data-structures/graphs',
    title: 'Graphs',
    module: 'src/features/data-structures/graphs/GraphsPage.tsx',
  },
  heaps: {
    path: '/data-structures/heaps',
    title: 'Heaps',
    module: 'src/features/data-structures/heaps/HeapsPage.tsx',
  },
  hashTables: {
    path: '/data-structures/hash-tables',
    title: 'Hash Tables',
    module: 'src/features/data-structures/hash-tables/HashTablesPage.tsx',
  },
  trees: {
    path: '/data-structures/trees',
    title: 'Trees',
    module: 'src/features/data-structures/trees/TreesPage.tsx',
  },
  segmentTrees: {
    path: '/data-structures/segment-trees',
    title: 'Segment Trees',
    module: 'src/features/data-structures/segment-trees/SegmentTreesPage.tsx',
  },
  unionFind: {
    path: '/data-structures/union-find',
    title: 'Union-Find',
    module: 'src/features/data-structures/union-find/UnionFindPage.tsx',
  },
  tries: {
    path: '/data-structures/tries',
    title: 'Tries',
    module: 'src/features/data-structures/tries/TriesPage.tsx',
  },
  chat: { path: '/chat', title: 'Chat with QueueBee', module: 'src/features/chat/ChatPage.tsx' },
  progress: { path: '/progress', title: 'Your Progress', module: 'src/features/progress/ProgressPage.tsx' },
  about: { path: '/about', title: 'About DSA Visualizer', module: 'src/features/about/AboutPage.tsx' },
  playground: {
    path: '/playground',
    title: 'Your Code',
    module: 'src/features/playground/PlaygroundPage.tsx',
  },
} as const satisfies Record<string, ScreenRoute>;

/** Every path the site links to, by screen. */
export const paths = Object.fromEntries(
  Object.entries(screenRoutes).map(([name, route]) => [name, route.path]),
) as { readonly [Name in keyof typeof screenRoutes]: (typeof screenRoutes)[Name]['path'] };

/** Paths that exist but are not built yet; reachable only by typing them. */
export const comingSoonPaths = ALGORITHM_FAMILIES.filter((entry) => !isImplemented(entry)).map(
  (entry) => entry.path,
);

/** The screen for a path still to come, and the 404 screen. */
export const COMING_SOON_SCREEN: ScreenRoute = {
  path: '',
  title: 'Coming soon',
  module: 'src/features/coming-soon/ComingSoonPage.tsx',
};
export const NOT_FOUND_SCREEN: ScreenRoute = {
  path: '',
  title: 'Page not found',
  module: 'src/features/not-found/NotFoundPage.tsx',
};
