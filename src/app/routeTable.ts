import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { comingSoonPaths, paths } from './routes';

export interface RouteEntry {
  path: string;
  /** The document title; the screen's own heading says the same. */
  title: string;
  screen: LazyExoticComponent<ComponentType>;
}

// Every screen is its own chunk, so the first page never loads PixiJS, pdf.js or the knowledge base.
const HomePage = lazy(() => import('@/features/home/HomePage'));
const AboutPage = lazy(() => import('@/features/about/AboutPage'));
const RacePage = lazy(() => import('@/features/race/RacePage'));
const StudyPage = lazy(() => import('@/features/study/StudyPage'));
const SortingPage = lazy(() => import('@/features/sorting/SortingPage'));
const SearchingPage = lazy(() => import('@/features/searching/SearchingPage'));
const ArraysPage = lazy(() => import('@/features/data-structures/ArraysPage'));
const StacksPage = lazy(() => import('@/features/data-structures/StacksPage'));
const QueuesPage = lazy(() => import('@/features/data-structures/QueuesPage'));
const LinkedListsPage = lazy(() => import('@/features/data-structures/LinkedListsPage'));
const ChatPage = lazy(() => import('@/features/chat/ChatPage'));
const ComingSoonPage = lazy(() => import('@/features/coming-soon/ComingSoonPage'));
const SceneLabPage = lazy(() => import('@/features/dev/SceneLabPage'));
export const NotFoundPage = lazy(() => import('@/features/not-found/NotFoundPage'));

export const routeTable: readonly RouteEntry[] = [
  { path: paths.home, title: '', screen: HomePage },
  { path: paths.race, title: 'Algorithm Race Mode', screen: RacePage },
  { path: paths.study, title: 'QueueBee Study', screen: StudyPage },
  { path: paths.sorting, title: 'Sorting Algorithms', screen: SortingPage },
  { path: paths.searching, title: 'Searching Algorithms', screen: SearchingPage },
  { path: paths.arrays, title: 'Arrays', screen: ArraysPage },
  { path: paths.stacks, title: 'Stacks', screen: StacksPage },
  { path: paths.queues, title: 'Queues', screen: QueuesPage },
  { path: paths.linkedLists, title: 'Linked Lists', screen: LinkedListsPage },
  { path: paths.chat, title: 'Chat with QueueBee', screen: ChatPage },
  { path: paths.about, title: 'About DSA Visualizer', screen: AboutPage },
  ...comingSoonPaths.map((path) => ({ path, title: 'Coming soon', screen: ComingSoonPage })),
  // Unlisted: exercises the scene host (canvas + DOM mirror) on every renderer.
  { path: '/lab/scene', title: 'Scene lab', screen: SceneLabPage },
];

export const NOT_FOUND_TITLE = 'Page not found';
