/**
 * The listing tests run Python and Java programs. Locally a missing python3 or JDK skips those tests
 * with a warning; under CI (process.env.CI set) it fails them, so CI never passes without having run
 * every listing.
 */
import { spawnSync } from 'node:child_process';
import { describe, it } from 'vitest';

export interface Tool {
  readonly command: string;
  /** Arguments that make the command print its version and exit 0. */
  readonly versionArgs: readonly string[];
}

/** The tools a group of tests needs, and what to install to get them. */
export interface Toolchain {
  readonly install: string;
  readonly tools: readonly Tool[];
}

export const PYTHON: Toolchain = {
  install: 'python3',
  tools: [{ command: 'python3', versionArgs: ['--version'] }],
};
export const JAVA: Toolchain = {
  install: 'a JDK 17 or later (Debian: default-jdk-headless)',
  tools: [
    { command: 'javac', versionArgs: ['-version'] },
    { command: 'java', versionArgs: ['-version'] },
  ],
};

export function toolRuns({ command, versionArgs }: Tool): boolean {
  const probe = spawnSync(command, [...versionArgs], { stdio: 'ignore' });
  return probe.error === undefined && probe.status === 0;
}

export function runningInCi(env: NodeJS.ProcessEnv = process.env): boolean {
  const ci = env.CI?.trim().toLowerCase();
  return ci !== undefined && ci !== '' && ci !== 'false' && ci !== '0';
}

/**
 * `describe(name, body)` when every tool runs. Otherwise, under CI, a suite whose one test fails naming
 * the missing tools; locally, a skipped suite and a console warning.
 */
export function describeWithTools(name: string, toolchain: Toolchain, body: () => void): void {
  const missing = toolchain.tools.filter((tool) => !toolRuns(tool)).map((tool) => tool.command);
  if (missing.length === 0) {
    describe(name, body);
    return;
  }
  const what = `${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not installed`;
  if (runningInCi()) {
    describe(name, () => {
      it('has the tools it needs', () => {
        throw new Error(`${name}: ${what}. CI must run these listings: install ${toolchain.install}.`);
      });
    });
    return;
  }
  console.warn(`Skipping "${name}": ${what} (under CI this fails instead).`);
  describe.skip(name, body);
}
