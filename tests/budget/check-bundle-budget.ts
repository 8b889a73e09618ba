/**
 * Fails (exit 1) when the production build in dist/ breaks the bundle budget, naming the route and its
 * largest chunks. Part of `npm test`, after the build:
 *
 *   npm run build && npm run test:budget
 */
import { join } from 'node:path';
import { budgetViolations, HOME_INITIAL_BUDGET_BYTES, ROUTE_BUDGET_BYTES } from './bundleBudget';
import { gzipSizeInDir, kilobytes, measureRouteBundles, readManifest } from './routeBundles';

const distDir = join(import.meta.dirname, '../..', process.env.BUDGET_DIST ?? 'dist');
const bundles = measureRouteBundles(readManifest(distDir), gzipSizeInDir(distDir));

for (const bundle of bundles) {
  console.log(
    `${bundle.route.padEnd(30)} initial ${String(kilobytes(bundle.initialGzipBytes)).padStart(6)} KB` +
      `   at open ${String(kilobytes(bundle.atOpenGzipBytes)).padStart(6)} KB` +
      `   with on-demand ${String(kilobytes(bundle.reachableGzipBytes)).padStart(6)} KB`,
  );
}
const violations = budgetViolations(bundles);
if (violations.length > 0) {
  for (const violation of violations) console.error(`Bundle budget exceeded: ${violation}`);
  process.exit(1);
}
console.log(
  `Bundle budget met: Home initial <= ${kilobytes(HOME_INITIAL_BUDGET_BYTES)} KB, ` +
    `every route at open <= ${kilobytes(ROUTE_BUDGET_BYTES)} KB gzip.`,
);
