/**
 * The screen module behind each route (src/app/routeTable.ts), from which the bundle budget follows each
 * route's chunk graph (tests/budget/); it fails if a module is missing from the build.
 */
export const routeModules: Readonly<Record<string, string>> = {
  '/': 'src/features/home/HomePage.tsx',
  '/race': 'src/features/race/RacePage.tsx',
  '/queuebee': 'src/features/study/StudyPage.tsx',
  '/algorithms/sorting': 'src/features/sorting/SortingPage.tsx',
  '/algorithms/searching': 'src/features/searching/SearchingPage.tsx',
  '/algorithms/graph': 'src/features/graph/GraphAlgorithmsPage.tsx',
  '/algorithms/dp': 'src/features/dp/DpAlgorithmsPage.tsx',
  '/algorithms/math': 'src/features/math/MathAlgorithmsPage.tsx',
  '/algorithms/greedy': 'src/features/greedy/GreedyAlgorithmsPage.tsx',
  '/data-structures/arrays': 'src/features/data-structures/ArraysPage.tsx',
  '/data-structures/stacks': 'src/features/data-structures/StacksPage.tsx',
  '/data-structures/queues': 'src/features/data-structures/QueuesPage.tsx',
  '/data-structures/linked-lists': 'src/features/data-structures/LinkedListsPage.tsx',
  '/data-structures/graphs': 'src/features/data-structures/graphs/GraphsPage.tsx',
  '/data-structures/heaps': 'src/features/data-structures/heaps/HeapsPage.tsx',
  '/data-structures/hash-tables': 'src/features/data-structures/hash-tables/HashTablesPage.tsx',
  '/data-structures/trees': 'src/features/data-structures/trees/TreesPage.tsx',
  '/chat': 'src/features/chat/ChatPage.tsx',
  '/progress': 'src/features/progress/ProgressPage.tsx',
  '/about': 'src/features/about/AboutPage.tsx',
};
