import type { ComponentType } from 'react';
import {
  COMING_SOON_SCREEN,
  comingSoonPaths,
  NOT_FOUND_SCREEN,
  screenRoutes,
  type ScreenRoute,
} from '@/ui/paths';
import { lazyScreen, type LazyScreen } from './lazyScreen';

export interface RouteEntry {
  path: string;
  /** The document title; the screen's own heading says the same. */
  title: string;
  screen: LazyScreen;
}

/**
 * A loader for each screen module (src/ui/paths.ts declares which module a route shows). Every screen is
 * its own chunk, so the first page never loads PixiJS, pdf.js or the knowledge base. The patterns match
 * the screens only: a module listed here that no route shows would still be built into a chunk.
 */
const screenModules = import.meta.glob<{ default: ComponentType }>([
  '/src/features/*/*Page.tsx',
  '/src/features/data-structures/*/*Page.tsx',
  '!/src/features/data-structures/DataStructurePage.tsx',
  '!/src/features/dev/**',
]);

const screens = new Map<string, LazyScreen>();

/** The lazy screen of a declared route (one per module, shared by the routes that show it). */
function screenOf(route: ScreenRoute): LazyScreen {
  const known = screens.get(route.module);
  if (known) return known;
  const load = screenModules[`/${route.module}`];
  if (!load) throw new Error(`No screen module ${route.module} for ${route.path || route.title}`);
  const screen = lazyScreen(load);
  screens.set(route.module, screen);
  return screen;
}

export const NotFoundPage = screenOf(NOT_FOUND_SCREEN);
// Built even while no path is still to come, as the 404 page is.
screenOf(COMING_SOON_SCREEN);
export const NOT_FOUND_TITLE = NOT_FOUND_SCREEN.title;

const declared: readonly ScreenRoute[] = Object.values(screenRoutes);

export const routeTable: readonly RouteEntry[] = [
  ...declared,
  ...comingSoonPaths
    .filter((path) => !declared.some((route) => route.path === path))
    .map((path) => ({ ...COMING_SOON_SCREEN, path })),
].map((route) => ({ path: route.path, title: route.title, screen: screenOf(route) }));

// Unlisted, and only with the development tools (DEVELOPMENT_TOOLS, written out here so the default
// build drops the lab's chunk): exercises the scene host (canvas + DOM mirror) on every renderer.
if (import.meta.env.DEV || import.meta.env.MODE === 'lab') {
  (routeTable as RouteEntry[]).push({
    path: '/lab/scene',
    title: 'Scene lab',
    screen: lazyScreen(() => import('@/features/dev/SceneLabPage')),
  });
}

// A module the patterns match that no route shows would be built into a chunk of its own for nothing;
// the build (which prerenders every route through this table) stops on it instead.
for (const module of Object.keys(screenModules)) {
  if (!screens.has(module.slice(1)))
    throw new Error(`${module} matches the screen patterns but no route shows it`);
}

/** The screen a path shows: its route's, or the 404 page. */
export function screenAt(path: string): LazyScreen {
  return routeTable.find((route) => route.path === path)?.screen ?? NotFoundPage;
}
