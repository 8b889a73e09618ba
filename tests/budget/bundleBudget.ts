/**
 * The bundle budget, gzip: the Home page's initial JavaScript, and the JavaScript every route loads as it
 * opens (PixiJS included; see routeBundles.ts for what loads only on demand).
 */
import { kilobytes, type RouteBundle } from './routeBundles';

export const HOME_INITIAL_BUDGET_BYTES = 100 * 1024;
export const ROUTE_BUDGET_BYTES = 350 * 1024;

/** How many of an over-budget route's largest chunks a failure names. */
const CHUNKS_NAMED = 3;

function describeChunks(chunks: RouteBundle['initial']): string {
  return chunks
    .slice(0, CHUNKS_NAMED)
    .map(({ file, module, gzipBytes }) => `${file} (${module}) ${kilobytes(gzipBytes)} KB`)
    .join(', ');
}

/** One message per budget a route exceeds, naming its largest chunks; empty when all fit. */
export function budgetViolations(bundles: readonly RouteBundle[]): string[] {
  const violations: string[] = [];
  for (const bundle of bundles) {
    if (bundle.route === '/' && bundle.initialGzipBytes > HOME_INITIAL_BUDGET_BYTES) {
      violations.push(
        `Home page initial JavaScript is ${kilobytes(bundle.initialGzipBytes)} KB gzip, over its ` +
          `${kilobytes(HOME_INITIAL_BUDGET_BYTES)} KB budget. Largest chunks: ${describeChunks(bundle.initial)}`,
      );
    }
    if (bundle.atOpenGzipBytes > ROUTE_BUDGET_BYTES) {
      violations.push(
        `${bundle.route} loads ${kilobytes(bundle.atOpenGzipBytes)} KB gzip of JavaScript as it opens, over ` +
          `its ${kilobytes(ROUTE_BUDGET_BYTES)} KB budget. Largest chunks: ${describeChunks(bundle.atOpen)}`,
      );
    }
  }
  return violations;
}
