import { ALGORITHM_FAMILIES } from '@/core/algorithms/families';
import type { AlgorithmFamilyId } from '@/core/algorithms/types';
import { lazyScreen, type LazyScreen } from './lazyScreen';
import { comingSoonPaths, paths } from '@/ui/paths';

export interface RouteEntry {
  path: string;
  /** The document title; the screen's own heading says the same. */
  title: string;
  screen: LazyScreen;
}

// Every screen is its own chunk, so the first page never loads PixiJS, pdf.js or the knowledge base.
const HomePage = lazyScreen(() => import('@/features/home/HomePage'));
const AboutPage = lazyScreen(() => import('@/features/about/AboutPage'));
const RacePage = lazyScreen(() => import('@/features/race/RacePage'));
const StudyPage = lazyScreen(() => import('@/features/study/StudyPage'));
const SortingPage = lazyScreen(() => import('@/features/sorting/SortingPage'));
const SearchingPage = lazyScreen(() => import('@/features/searching/SearchingPage'));
const GraphAlgorithmsPage = lazyScreen(() => import('@/features/graph/GraphAlgorithmsPage'));
const DpAlgorithmsPage = lazyScreen(() => import('@/features/dp/DpAlgorithmsPage'));
const MathAlgorithmsPage = lazyScreen(() => import('@/features/math/MathAlgorithmsPage'));
const GreedyAlgorithmsPage = lazyScreen(() => import('@/features/greedy/GreedyAlgorithmsPage'));
const ArraysPage = lazyScreen(() => import('@/features/data-structures/ArraysPage'));
const StacksPage = lazyScreen(() => import('@/features/data-structures/StacksPage'));
const QueuesPage = lazyScreen(() => import('@/features/data-structures/QueuesPage'));
const LinkedListsPage = lazyScreen(() => import('@/features/data-structures/LinkedListsPage'));
const GraphsPage = lazyScreen(() => import('@/features/data-structures/graphs/GraphsPage'));
const HeapsPage = lazyScreen(() => import('@/features/data-structures/heaps/HeapsPage'));
const HashTablesPage = lazyScreen(() => import('@/features/data-structures/hash-tables/HashTablesPage'));
const TreesPage = lazyScreen(() => import('@/features/data-structures/trees/TreesPage'));
const ChatPage = lazyScreen(() => import('@/features/chat/ChatPage'));
const ProgressPage = lazyScreen(() => import('@/features/progress/ProgressPage'));
const ComingSoonPage = lazyScreen(() => import('@/features/coming-soon/ComingSoonPage'));
/** The page of each algorithm family that has one; the others are still coming. */
const familyScreens: Partial<Record<AlgorithmFamilyId, LazyScreen>> = {
  sorting: SortingPage,
  searching: SearchingPage,
  graph: GraphAlgorithmsPage,
  dp: DpAlgorithmsPage,
  math: MathAlgorithmsPage,
  greedy: GreedyAlgorithmsPage,
};
export const NotFoundPage = lazyScreen(() => import('@/features/not-found/NotFoundPage'));

export const routeTable: readonly RouteEntry[] = [
  { path: paths.home, title: '', screen: HomePage },
  { path: paths.race, title: 'Algorithm Race Mode', screen: RacePage },
  { path: paths.study, title: 'QueueBee Study', screen: StudyPage },
  ...ALGORITHM_FAMILIES.flatMap((family) => {
    const screen = familyScreens[family.id];
    return screen ? [{ path: family.path, title: family.title, screen }] : [];
  }),
  { path: paths.arrays, title: 'Arrays', screen: ArraysPage },
  { path: paths.stacks, title: 'Stacks', screen: StacksPage },
  { path: paths.queues, title: 'Queues', screen: QueuesPage },
  { path: paths.linkedLists, title: 'Linked Lists', screen: LinkedListsPage },
  { path: paths.graphs, title: 'Graphs', screen: GraphsPage },
  { path: paths.heaps, title: 'Heaps', screen: HeapsPage },
  { path: paths.hashTables, title: 'Hash Tables', screen: HashTablesPage },
  { path: paths.trees, title: 'Trees', screen: TreesPage },
  { path: paths.chat, title: 'Chat with QueueBee', screen: ChatPage },
  { path: paths.progress, title: 'Your Progress', screen: ProgressPage },
  { path: paths.about, title: 'About DSA Visualizer', screen: AboutPage },
  ...comingSoonPaths.map((path) => ({ path, title: 'Coming soon', screen: ComingSoonPage })),
  // Unlisted, and only with the development tools (DEVELOPMENT_TOOLS, written out here so the default
  // build drops the lab's chunk): exercises the scene host (canvas + DOM mirror) on every renderer.
  ...(import.meta.env.DEV || import.meta.env.MODE === 'lab'
    ? [
        {
          path: '/lab/scene',
          title: 'Scene lab',
          screen: lazyScreen(() => import('@/features/dev/SceneLabPage')),
        },
      ]
    : []),
];

export const NOT_FOUND_TITLE = 'Page not found';

/** The screen a path shows: its route's, or the 404 page. */
export function screenAt(path: string): LazyScreen {
  return routeTable.find((route) => route.path === path)?.screen ?? NotFoundPage;
}
