/**
 * Lighthouse scores for every route of docs/product-rules.md#screens-and-routes, mobile and desktop. Prints a
 * markdown table and the audits that keep a route from its targets; it fails only when something errors,
 * never on a score.
 *
 *   npx tsx tests/bench/lighthouse-report.ts             # builds into dist-lighthouse, serves it on port 4197
 *   npx tsx tests/bench/lighthouse-report.ts --no-build  # reuses an existing dist-lighthouse
 *   npx tsx tests/bench/lighthouse-report.ts /about /chat --preset=mobile   # some routes, one preset
 *   npx tsx tests/bench/lighthouse-report.ts --save-reports  # also keeps each run's full report (JSON)
 *   npx tsx tests/bench/lighthouse-report.ts --runs=5  # samples per route and preset (default 3)
 *
 * LIGHTHOUSE_BENCH_OUT_DIR and LIGHTHOUSE_BENCH_PORT move the build folder and the port;
 * LIGHTHOUSE_BENCH_REPORT_DIR moves the JSON summary (default tests/bench/out/lighthouse). Chromium is
 * CHROME_PATH, else CHROMIUM_PATH, else /usr/bin/chromium; one headless instance serves every run, routes
 * one after the other.
 *
 * Categories: performance, accessibility, best-practices, seo. Targets: Performance >= 95 on the mobile
 * preset, Accessibility 100, Best Practices 100, SEO >= 95; a figure below its target is marked ✗, and so
 * is an LCP, TBT or CLS that Lighthouse itself scores below "good" (0.9).
 *
 * The mobile preset throttles by simulation: it measures the page unthrottled, then models a slow phone
 * from that trace. Main-thread tasks are scaled by a 4x CPU slowdown, so on a small, shared machine
 * (this one has 2 cores) other load inflates TBT, and with it the Performance score; the summary records
 * the load average and Lighthouse's benchmarkIndex (CPU speed it measured) for that reason. Compare runs
 * made one after the other on an idle machine.
 *
 * Each route and preset is sampled `--runs` times (default 3) and the table shows the median sample, as
 * Lighthouse's own guidance on variability recommends: the sample whose first paint and time to
 * interactive are closest to the medians (Lighthouse's computeMedianRun). Every sample's Performance
 * score and TBT are listed beside it and kept in the summary, so the spread is in view.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Config, type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { routeHeadings } from '../e2e/routes';
import { buildSite, CHROMIUM, ROOT, serveSite, stopServer } from './siteServer';

const OUT_DIR = process.env.LIGHTHOUSE_BENCH_OUT_DIR ?? 'dist-lighthouse';
const PORT = Number(process.env.LIGHTHOUSE_BENCH_PORT ?? 4197);
const REPORT_DIR = process.env.LIGHTHOUSE_BENCH_REPORT_DIR ?? join(ROOT, 'tests/bench/out/lighthouse');
const BASE = `http://127.0.0.1:${PORT}`;
const CHROME_PATH = process.env.CHROME_PATH ?? CHROMIUM;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type CategoryId = (typeof CATEGORIES)[number];
type Preset = 'mobile' | 'desktop';

/** Lowest acceptable score (0-100) per category and preset; no entry means no target. */
const TARGETS: Record<CategoryId, Partial<Record<Preset, number>>> = {
  performance: { mobile: 95 },
  accessibility: { mobile: 100, desktop: 100 },
  'best-practices': { mobile: 100, desktop: 100 },
  seo: { mobile: 95, desktop: 95 },
};
/** Lighthouse's own line between "needs improvement" and "passed" for an audit's 0-1 score. */
const PASS_SCORE = 0.9;

/** The route table: every screen, plus one path under /queuebee/* for its 404 page. */
const ALL_ROUTES = [...routeHeadings.map(({ path }) => path), '/queuebee/no-such-page'];
const PRESET_CONFIGS: Record<Preset, Config | undefined> = { mobile: undefined, desktop: desktopConfig };

interface FailingAudit {
  id: string;
  title: string;
  category: CategoryId;
  score: number | null;
  displayValue?: string;
  /** A few of the elements, resources or scripts the audit names. */
  where: string[];
}

interface RunSummary {
  route: string;
  preset: Preset;
  scores: Record<CategoryId, number | null>;
  lcpSeconds: number | null;
  tbtMs: number | null;
  cls: number | null;
  metricScores: { lcp: number | null; tbt: number | null; cls: number | null };
  benchmarkIndex: number;
  failingAudits: FailingAudit[];
  warnings: string[];
  /** Every sample's Performance score and TBT, in the order they ran (the figures above are the median's). */
  samples: { performance: number | null; tbtMs: number | null }[];
}

interface RunError {
  route: string;
  preset: Preset;
  error: string;
}

function parseArgs() {
  const args = process.argv.slice(2);
  const routes = args.filter((arg) => arg.startsWith('/'));
  const unknown = routes.filter((route) => !ALL_ROUTES.includes(route));
  if (unknown.length > 0) throw new Error(`Not in the route table: ${unknown.join(', ')}`);
  const presetArg = args.find((arg) => arg.startsWith('--preset='))?.slice('--preset='.length);
  const runsArg = args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length);
  const samples = runsArg === undefined ? 3 : Number(runsArg);
  if (!Number.isInteger(samples) || samples < 1)
    throw new Error(`--runs must be a whole number >= 1, not ${runsArg}`);
  const presets: Preset[] = ['mobile', 'desktop'];
  const chosen = presets.filter((preset) => presetArg === undefined || preset === presetArg);
  if (chosen.length === 0) throw new Error(`--preset must be mobile or desktop, not ${presetArg}`);
  return {
    build: !args.includes('--no-build'),
    saveReports: args.includes('--save-reports'),
    routes: routes.length > 0 ? routes : ALL_ROUTES,
    presets: chosen,
    samples,
  };
}

/** Where an audit points: element selectors, resource URLs or script locations from its details. */
function auditLocations(details: unknown): string[] {
  if (!details || typeof details !== 'object' || !('items' in details) || !Array.isArray(details.items)) {
    return [];
  }
  const locations: string[] = [];
  for (const item of details.items as Array<Record<string, unknown>>) {
    const node = item.node as { selector?: string; nodeLabel?: string } | undefined;
    const source = item.source as { url?: string; line?: number } | undefined;
    const location =
      (node?.selector && `${node.selector}${node.nodeLabel ? ` ("${node.nodeLabel.slice(0, 60)}")` : ''}`) ||
      (typeof item.url === 'string' && item.url) ||
      (source?.url && `${source.url}:${source.line ?? 0}`) ||
      '';
    if (location && !locations.includes(location)) locations.push(location);
    if (locations.length === 3) break;
  }
  return locations;
}

function failingAudits(lhr: Result): FailingAudit[] {
  const failing: FailingAudit[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit) continue;
      const errored = audit.scoreDisplayMode === 'error';
      const belowPass = audit.score !== null && audit.score < PASS_SCORE;
      if (!errored && !belowPass) continue;
      failing.push({
        id: audit.id,
        title: errored
          ? `${audit.title} (audit errored: ${audit.errorMessage ?? 'no message'})`
          : audit.title,
        category,
        score: audit.score,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        where: auditLocations(audit.details),
      });
    }
  }
  return failing;
}

function summarize(route: string, preset: Preset, lhr: Result, all: Result[]): RunSummary {
  const score = (id: CategoryId) => {
    const value = lhr.categories[id]?.score;
    return value === null || value === undefined ? null : Math.round(value * 100);
  };
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const metricScore = (id: string) => lhr.audits[id]?.score ?? null;
  const lcp = metric('largest-contentful-paint');
  const tbt = metric('total-blocking-time');
  const cls = metric('cumulative-layout-shift');
  return {
    route,
    preset,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpSeconds: lcp === null ? null : Math.round(lcp / 100) / 10,
    tbtMs: tbt === null ? null : Math.round(tbt),
    cls: cls === null ? null : Math.round(cls * 1000) / 1000,
    metricScores: {
      lcp: metricScore('largest-contentful-paint'),
      tbt: metricScore('total-blocking-time'),
      cls: metricScore('cumulative-layout-shift'),
    },
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failingAudits: failingAudits(lhr),
    warnings: lhr.runWarnings,
    samples: all.map((sample) => {
      const performance = sample.categories.performance?.score;
      const tbtSample = sample.audits['total-blocking-time']?.numericValue;
      return {
        performance: performance === null || performance === undefined ? null : Math.round(performance * 100),
        tbtMs: tbtSample === undefined ? null : Math.round(tbtSample),
      };
    }),
  };
}

/** A file name for one run's full report, e.g. data-structures-arrays.mobile.json. */
function reportFileName(route: string, preset: Preset): string {
  const name = route.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'home';
  return `${name}.${preset}.json`;
}

async function sample(route: string, preset: Preset, port: number): Promise<Result> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  };
  const result = await lighthouse(`${BASE}${route}`, flags, PRESET_CONFIGS[preset]);
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  return lhr;
}

async function audit(
  route: string,
  preset: Preset,
  port: number,
  samples: number,
  saveReport: boolean,
): Promise<RunSummary> {
  const lhrs: Result[] = [];
  // Lighthouse sometimes loses a trace (NO_NAVSTART, "Please run Lighthouse again"): such a sample is
  // taken again, up to as many extra times as there are samples.
  let retries = samples;
  while (lhrs.length < samples) {
    try {
      lhrs.push(await sample(route, preset, port));
    } catch (error) {
      if (retries === 0) throw error;
      retries -= 1;
      console.error(
        `  sample failed, taking it again: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  const median = computeMedianRun(lhrs);
  if (saveReport) writeFileSync(join(REPORT_DIR, reportFileName(route, preset)), JSON.stringify(median));
  return summarize(route, preset, median, lhrs);
}

function cell(value: number | null, below: boolean): string {
  if (value === null) return 'n/a';
  return below ? `${value} ✗` : String(value);
}

function table(runs: RunSummary[]): string {
  const lines = [
    '| route | preset | Perf | A11y | BP | SEO | LCP (s) | TBT (ms) | CLS | samples: Perf / TBT |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---|',
  ];
  const belowMetric = (score: number | null) => score !== null && score < PASS_SCORE;
  for (const run of runs) {
    const category = (id: CategoryId) => {
      const target = TARGETS[id][run.preset];
      const value = run.scores[id];
      return cell(value, target !== undefined && value !== null && value < target);
    };
    lines.push(
      `| ${run.route} | ${run.preset} | ${category('performance')} | ${category('accessibility')} | ` +
        `${category('best-practices')} | ${category('seo')} | ` +
        `${cell(run.lcpSeconds, belowMetric(run.metricScores.lcp))} | ` +
        `${cell(run.tbtMs, belowMetric(run.metricScores.tbt))} | ` +
        `${cell(run.cls, belowMetric(run.metricScores.cls))} | ` +
        `${run.samples.map((one) => `${one.performance ?? 'n/a'} / ${one.tbtMs ?? 'n/a'}`).join(', ')} |`,
    );
  }
  return lines.join('\n');
}

function failingAuditList(runs: RunSummary[]): string {
  const sections: string[] = [];
  for (const run of runs) {
    if (run.failingAudits.length === 0) continue;
    const lines = [`${run.route} (${run.preset}):`];
    for (const failing of run.failingAudits) {
      const value = failing.displayValue ? ` [${failing.displayValue}]` : '';
      lines.push(`  - ${failing.category} / ${failing.id}: ${failing.title}${value}`);
      for (const where of failing.where) lines.push(`      at ${where}`);
    }
    sections.push(lines.join('\n'));
  }
  return sections.length > 0 ? sections.join('\n') : 'none';
}

async function main() {
  const { build, saveReports, routes, presets, samples } = parseArgs();
  if (build) buildSite(OUT_DIR);
  mkdirSync(REPORT_DIR, { recursive: true });
  const server = await serveSite({
    outDir: OUT_DIR,
    port: PORT,
    probePath: '/',
    portVariable: 'LIGHTHOUSE_BENCH_PORT',
  });
  const runs: RunSummary[] = [];
  const errors: RunError[] = [];
  const loadBefore = loadavg();
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    for (const route of routes) {
      for (const preset of presets) {
        console.error(`lighthouse: ${route} (${preset})`);
        try {
          runs.push(await audit(route, preset, chrome.port, samples, saveReports));
        } catch (error) {
          // One broken run should not hide the others; it still fails the bench at the end.
          const message = error instanceof Error ? error.message : String(error);
          console.error(`  failed: ${message}`);
          errors.push({ route, preset, error: message });
        }
      }
    }
  } finally {
    chrome?.kill();
    stopServer(server);
  }

  const summary = {
    benchmark: 'lighthouse',
    lighthouseVersion: (createRequire(import.meta.url)('lighthouse/package.json') as { version: string })
      .version,
    chromePath: CHROME_PATH,
    machine: { cpus: cpus().length, loadAverageBefore: loadBefore, loadAverageAfter: loadavg() },
    targets: TARGETS,
    samplesPerRoute: samples,
    runs,
    errors,
  };
  const summaryPath = join(REPORT_DIR, 'lighthouse-summary.json');
  writeFileSync(summaryPath, `${JSON.stringify(summary, null, 2)}\n`);

  console.log(table(runs));
  console.log('\nFailing audits (score below 0.9, or errored):');
  console.log(failingAuditList(runs));
  const warnings = runs.flatMap((run) =>
    run.warnings.map((warning) => `${run.route} (${run.preset}): ${warning}`),
  );
  if (warnings.length > 0)
    console.log(`\nLighthouse warnings:\n${warnings.map((w) => `  - ${w}`).join('\n')}`);
  console.log(
    `\nMachine: ${cpus().length} CPUs, load average ${loadBefore.map((l) => l.toFixed(2)).join(' ')} before, ` +
      `${summary.machine.loadAverageAfter.map((l) => l.toFixed(2)).join(' ')} after; ` +
      `benchmarkIndex ${Math.min(...runs.map((r) => r.benchmarkIndex))}-${Math.max(...runs.map((r) => r.benchmarkIndex))}. ` +
      'Mobile TBT (and Performance) is simulated from a real trace with a 4x CPU slowdown, so other load inflates it.',
  );
  console.log(`Summary: ${summaryPath}`);
  if (errors.length > 0) {
    console.error(`\n${errors.length} Lighthouse run(s) failed:`);
    for (const { route, preset, error } of errors) console.error(`  ${route} (${preset}): ${error}`);
    process.exitCode = 1;
  }
}

await main();
