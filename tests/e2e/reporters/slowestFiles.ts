import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import path from 'node:path';

/** How many spec files the table lists. */
const LISTED = 10;

interface FileTime {
  ms: number;
  tests: number;
}

/**
 * Ends the run with the ten spec files that took longest (every attempt of every test in them,
 * retries included) and the run's wall-clock time, so a slow test is seen the day it lands.
 */
export default class SlowestFilesReporter implements Reporter {
  private readonly files = new Map<string, FileTime>();
  onTestEnd(test: TestCase, result: TestResult): void {
    const file = path.relative(process.cwd(), test.location.file);
    const entry = this.files.get(file) ?? { ms: 0, tests: 0 };
    entry.ms += result.duration;
    if (result.retry === 0) entry.tests += 1;
    this.files.set(file, entry);
  }

  onEnd(result: FullResult): void {
    const rows = [...this.files.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, LISTED);
    const total = [...this.files.values()].reduce((sum, file) => sum + file.ms, 0);
    const lines = [
      '',
      `Slowest ${rows.length} spec files (test time, all workers; wall clock ${seconds(result.duration)}, test time ${seconds(total)}):`,
      ...rows.map(
        ([file, { ms, tests }]) =>
          `  ${seconds(ms).padStart(8)}  ${String(tests).padStart(3)} tests  ${file}`,
      ),
    ];
    console.log(lines.join('\n'));
  }

  printsToStdio(): boolean {
    return false;
  }
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
