/**
 * Prints, as JSON, the gzip size of the JavaScript each route loads in the production build:
 *
 *   npm run build && npm run bench:bundle
 *
 * For each route: initial (before the screen renders), atOpen (what the budget counts), withDeferred
 * (initial plus the toaster every page fetches after first paint), reachable (with what loads only on
 * demand) and the chunks loaded as it opens. tests/budget/routeBundles.ts defines each figure.
 */
import { join } from 'node:path';
import { gzipSizeInDir, kilobytes, measureRouteBundles, readManifest } from '../budget/routeBundles';

const distDir = join(import.meta.dirname, '../../dist');
const routes = measureRouteBundles(readManifest(distDir), gzipSizeInDir(distDir)).map((bundle) => ({
  route: bundle.route,
  initialGzipKB: kilobytes(bundle.initialGzipBytes),
  atOpenGzipKB: kilobytes(bundle.atOpenGzipBytes),
  withDeferredGzipKB: kilobytes(bundle.withDeferredGzipBytes),
  reachableGzipKB: kilobytes(bundle.reachableGzipBytes),
  chunks: bundle.atOpen.map(({ file, module, gzipBytes }) => ({
    file,
    module,
    gzipKB: kilobytes(gzipBytes),
  })),
}));
const home = routes.find((route) => route.route === '/');
console.log(
  JSON.stringify(
    {
      homeInitialGzipKB: home?.initialGzipKB,
      homeWithDeferredGzipKB: home?.withDeferredGzipKB,
      homeTargetKB: 100,
      routeTargetKB: 350,
      routes,
    },
    null,
    2,
  ),
);
