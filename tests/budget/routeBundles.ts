/**
 * The JavaScript each route of the production build loads, read from Vite's build manifest
 * (dist-manifest/manifest.json, beside the build it describes), so it needs no browser.
 *
 * - initial: what the browser must fetch before the screen renders: the entry chunk, the route's chunk
 *   and every chunk they import statically.
 * - atOpen: initial plus the chunks it imports dynamically as the screen opens, followed through dynamic
 *   imports but not into the on-demand modules below. This is what a route's budget counts. Scenes are
 *   drawn by Web Workers (PixiJS and the scenes live in the worker scripts); the on-page way, for a
 *   browser without OffscreenCanvas or module workers, is on demand.
 * - reachable: atOpen plus what loads only on a user action (the Code tab's highlighter, the tutor's
 *   knowledge base with the first question). The entry's own dynamic imports are the other routes and
 *   are left out. Web Worker scripts (the study tool's PDF reader with pdf.js, its generator) run off the
 *   main thread and are loaded as assets, not imports, so they are not counted.
 * - withDeferred: initial plus the chunks every page fetches right after the first paint (the toaster).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { manifestPathFor } from '../../scripts/buildManifestOutsideDist';
import { gzipSync } from 'node:zlib';
import { routeModules } from '../../src/app/routeModules';

export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

const ENTRY = 'index.html';

export { routeModules };

export const deferredModules: readonly string[] = ['src/app/ToasterHost.tsx'];

/** Modules a screen imports only when the visitor asks for them, never as it opens. */
export const onDemandModules: readonly string[] = [
  // Never loaded: the scene canvas starts Pixi with skipExtensionImports, so Pixi's browser and worker
  // extras (accessibility, pointer events, DOM containers, filters) stay on the server.
  'node_modules/pixi.js/lib/environment-browser/browserAll.mjs',
  'node_modules/pixi.js/lib/environment-webworker/webworkerAll.mjs',
  'src/player-ui/CodePanel.tsx', // the Code tab (or the listing beside the canvas) of every page
  'src/player-ui/TraceCodePanel.tsx',
  'src/core/algorithms/graph/listings.ts', // the listings, each loaded with its panel
  'src/core/algorithms/math/listings.ts',
  'src/core/algorithms/dp/listings.ts',
  'src/core/algorithms/greedy/listings.ts',
  'src/core/algorithms/patterns/listings.ts',
  'src/core/algorithms/backtracking/listings.ts',
  'src/core/algorithms/strings/listings.ts',
  'src/core/heap/listings.ts',
  'src/core/tree/listings.ts',
  'src/core/hash-table/listings.ts',
  'src/core/union-find/listings.ts',
  'src/core/trie/listings.ts',
  'src/core/structures/listings/lines.ts',
  'src/core/graph/operationListings.ts',
  'src/core/tutor/knowledgeBase.ts', // the first question or study set
  'src/core/graph/layout.ts', // a typed graph whose vertices have no places yet
  'src/player-ui/graph/GraphBuilder.tsx', // the graph page's edge list and forms, scrolled to or asked for
  // A scene drawn on the page's own thread: only where the scene worker or the race's worker cannot draw
  // it (no OffscreenCanvas or module workers, a worker that failed, or ?thread=main).
  'scenes/host/PixiSceneCanvas.tsx',
  'scenes/catalog/sceneCatalog.ts',
  'src/features/race/OnPageRaceCanvas.tsx',
  'src/core/segment-tree/listings.ts', // the Segment Trees page's listings, loaded with its panel
  'src/features/playground/growth/GrowthPlot.tsx', // Your Code's growth plot (uPlot), after "How does it scale?"
  'src/features/playground/pythonLanguage.ts', // the editor's Python support, once Python is picked
];

export interface ChunkSize {
  /** The manifest key: the source module (or shared chunk name) the chunk was built from. */
  module: string;
  file: string;
  gzipBytes: number;
}

export interface RouteBundle {
  route: string;
  initial: ChunkSize[];
  atOpen: ChunkSize[];
  reachable: ChunkSize[];
  initialGzipBytes: number;
  atOpenGzipBytes: number;
  reachableGzipBytes: number;
  withDeferredGzipBytes: number;
}

export function readManifest(distDir: string): Manifest {
  const path = manifestPathFor(distDir);
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  } catch (error) {
    throw new Error(`Cannot read ${path}: build the site first (npm run build)`, { cause: error });
  }
}

/** Gzip size of a built file, as a browser would download it. */
export function gzipSizeInDir(distDir: string): (file: string) => number {
  const sizes = new Map<string, number>();
  return (file) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, file))).length;
      sizes.set(file, size);
    }
    return size;
  };
}

/** Which modules are the screens, which load only on demand, and which every page fetches after paint. */
export interface BundleLayout {
  routes: Readonly<Record<string, string>>;
  onDemand: readonly string[];
  deferred: readonly string[];
}

export const siteLayout: BundleLayout = {
  routes: routeModules,
  onDemand: onDemandModules,
  deferred: deferredModules,
};

export function measureRouteBundles(
  manifest: Manifest,
  gzipSize: (file: string) => number,
  { routes, onDemand, deferred }: BundleLayout = siteLayout,
): RouteBundle[] {
  const chunk = (key: string): ManifestChunk => {
    const found = manifest[key];
    if (!found) throw new Error(`${key} is not in the build manifest; update tests/budget/routeBundles.ts`);
    return found;
  };

  type Follow = 'static' | 'atOpen' | 'all';
  const closure = (roots: readonly string[], follow: Follow, seen = new Set<string>()) => {
    const pending = [...roots];
    while (pending.length > 0) {
      const key = pending.pop() as string;
      if (seen.has(key)) continue;
      seen.add(key);
      const { imports = [], dynamicImports = [] } = chunk(key);
      pending.push(...imports);
      if (follow === 'static' || key === ENTRY) continue;
      pending.push(...dynamicImports.filter((imported) => follow === 'all' || !onDemand.includes(imported)));
    }
    return seen;
  };

  const sizes = (keys: Iterable<string>): ChunkSize[] =>
    [...keys]
      .filter((key) => chunk(key).file.endsWith('.js'))
      .map((key) => ({ module: key, file: chunk(key).file, gzipBytes: gzipSize(chunk(key).file) }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const total = (chunks: ChunkSize[]) => chunks.reduce((sum, { gzipBytes }) => sum + gzipBytes, 0);

  return Object.entries(routes).map(([route, module]) => {
    const initialKeys = closure([ENTRY, module], 'static');
    const initial = sizes(initialKeys);
    const atOpen = sizes(closure([ENTRY, module], 'atOpen'));
    const reachable = sizes(closure([ENTRY, module], 'all'));
    const withDeferred = sizes(closure(deferred, 'static', new Set(initialKeys)));
    return {
      route,
      initial,
      atOpen,
      reachable,
      initialGzipBytes: total(initial),
      atOpenGzipBytes: total(atOpen),
      reachableGzipBytes: total(reachable),
      withDeferredGzipBytes: total(withDeferred),
    };
  });
}

export const kilobytes = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
