/**
 * Prints, as JSON, the gzip size of the JavaScript each route loads in the production build.
 *
 *   npm run build && npm run bench:bundle
 *
 * "initial" is what the browser must fetch before the screen renders: the entry chunk, the route's
 * chunk and every chunk they import statically. "deferred" adds the chunks every page fetches right
 * after the first paint (the toaster). Read from dist/.vite/manifest.json, so it needs no browser.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

const dist = join(import.meta.dirname, '../../dist');
const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('dist/.vite/manifest.json is missing: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;

/** The screen module behind each route (src/app/routeTable.ts). */
export const routeModules: Record<string, string> = {
  '/': 'src/features/home/HomePage.tsx',
  '/race': 'src/features/race/RacePage.tsx',
  '/queuebee': 'src/features/study/StudyPage.tsx',
  '/algorithms/sorting': 'src/features/sorting/SortingPage.tsx',
  '/algorithms/searching': 'src/features/searching/SearchingPage.tsx',
  '/data-structures/arrays': 'src/features/data-structures/ArraysPage.tsx',
  '/data-structures/stacks': 'src/features/data-structures/StacksPage.tsx',
  '/data-structures/queues': 'src/features/data-structures/QueuesPage.tsx',
  '/data-structures/linked-lists': 'src/features/data-structures/LinkedListsPage.tsx',
  '/chat': 'src/features/chat/ChatPage.tsx',
  '/about': 'src/features/about/AboutPage.tsx',
};
const deferredModules = ['src/app/ToasterHost.tsx'];

function chunk(key: string): ManifestChunk {
  const found = manifest[key];
  if (!found) throw new Error(`${key} is not in the build manifest; update tests/bench/bundle-report.ts`);
  return found;
}

/** The chunk and everything it imports statically, as manifest keys. */
function staticClosure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    staticClosure(chunk(key).imports ?? [], seen);
  }
  return seen;
}

const gzipCache = new Map<string, number>();
function gzipBytes(key: string): number {
  const file = chunk(key).file;
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(join(dist, file))).length);
  return gzipCache.get(file) ?? 0;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const sum = (keys: Iterable<string>) => [...keys].reduce((total, key) => total + gzipBytes(key), 0);

export function measureRoutes() {
  return Object.entries(routeModules).map(([route, module]) => {
    const initial = staticClosure(['index.html', module]);
    const withDeferred = staticClosure(deferredModules, new Set(initial));
    return {
      route,
      initialGzipKB: kb(sum(initial)),
      withDeferredGzipKB: kb(sum(withDeferred)),
      chunks: [...initial].map((key) => ({ file: chunk(key).file, gzipKB: kb(gzipBytes(key)) })),
    };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const routes = measureRoutes();
  const home = routes.find((route) => route.route === '/');
  console.log(
    JSON.stringify(
      {
        homeInitialGzipKB: home?.initialGzipKB,
        homeWithDeferredGzipKB: home?.withDeferredGzipKB,
        homeTargetKB: 100,
        routes,
      },
      null,
      2,
    ),
  );
}
