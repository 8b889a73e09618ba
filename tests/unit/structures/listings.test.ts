/**
 * The Code tab's listings are real programs: each is run in its own language against the same operation
 * sequences and must print what the core's model of the structure predicts. JavaScript always runs (in
 * node:vm); Python and Java need python3 / javac and java: locally they are skipped with a warning when
 * missing, under CI they fail (../toolchain.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRUCTURE_REFERENCES, type StructureKind } from '@/core/structures';
import { STRUCTURE_LISTINGS, type CodeListing } from '@/core/structures/listings';
import { describeWithTools, JAVA, PYTHON } from '../toolchain';
import { JAVA_DRIVER, PYTHON_DRIVER } from './listing-drivers';
import {
  driveJavaScript,
  expectedLines,
  listingRuns,
  loadJavaScript,
  parseDriverOutput,
  promisedDemoOutput,
  protocolScript,
  type DriverOutput,
  type ListingRun,
} from './listing-harness';

const STRUCTURES: readonly StructureKind[] = ['array', 'stack', 'queue', 'linkedList'];
const RUNS: readonly ListingRun[] = STRUCTURES.flatMap(listingRuns);

function listingFor(structure: StructureKind, language: CodeListing['language']): CodeListing {
  const listing = STRUCTURE_LISTINGS[structure].find((l) => l.language === language);
  if (listing === undefined) throw new Error(`no ${language} listing for ${structure}`);
  return listing;
}

describe('listing harness', () => {
  it('exercises every operation, including refusals, in every structure', () => {
    for (const structure of STRUCTURES) {
      const runs = RUNS.filter((run) => run.structure === structure);
      const ops = new Set(runs.flatMap((run) => run.ops.map((o) => o.op)));
      expect([...ops].sort()).toEqual(
        [...STRUCTURE_REFERENCES[structure].operations.map((o) => o.op)].sort(),
      );
      expect(runs.flatMap(expectedLines).some((line) => line.startsWith('error|'))).toBe(true);
    }
  });
});

describe('JavaScript listings (node:vm)', () => {
  describe.each(STRUCTURES)('%s', (structure) => {
    const listing = listingFor(structure, 'javascript');

    it('prints what its usage comments promise', () => {
      expect(loadJavaScript(listing).demo).toEqual(promisedDemoOutput(listing));
    });

    it('matches the model on every sequence', () => {
      const { create } = loadJavaScript(listing);
      for (const run of RUNS.filter((r) => r.structure === structure)) {
        expect(driveJavaScript(create, run)).toEqual(expectedLines(run));
      }
    });
  });
});

/** Writes the listings and a driver to a temp dir and runs the driver once over every sequence. */
function runDriver(
  dir: string,
  command: string,
  args: string[],
  cwdFiles: Record<string, string>,
): DriverOutput {
  for (const [name, text] of Object.entries(cwdFiles)) writeFileSync(join(dir, name), text);
  const result = spawnSync(command, args, {
    cwd: dir,
    encoding: 'utf8',
    input: protocolScript(RUNS, STRUCTURES),
    timeout: 60_000,
  });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr}`);
  return parseDriverOutput(result.stdout);
}

/** Runs a language's driver once, in a temporary folder, and checks what it printed. */
function checkDriver(language: CodeListing['language'], run: (dir: string) => DriverOutput): void {
  let dir = '';
  let output: DriverOutput | null = null;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), `queuebee-${language}-`));
    output = run(dir);
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const printed = (): DriverOutput => {
    if (output === null) throw new Error(`the ${language} driver did not run`);
    return output;
  };

  it('prints what each usage demo promises', () => {
    for (const structure of STRUCTURES) {
      expect(printed().demos.get(structure), structure).toEqual(
        promisedDemoOutput(listingFor(structure, language)),
      );
    }
  });

  it.each(STRUCTURES)('%s matches the model on every sequence', (structure) => {
    RUNS.forEach((run, i) => {
      if (run.structure === structure) expect(printed().runs[i]).toEqual(expectedLines(run));
    });
  });
}

describeWithTools('Python listings (python3)', PYTHON, () => {
  checkDriver('python', (dir) => {
    const files: Record<string, string> = { 'driver.py': PYTHON_DRIVER };
    for (const structure of STRUCTURES)
      files[`${structure}_listing.py`] = listingFor(structure, 'python').code;
    return runDriver(dir, 'python3', ['driver.py', ...STRUCTURES.map((s) => `${s}=${s}_listing.py`)], files);
  });
});

describeWithTools('Java listings (javac + java)', JAVA, () => {
  checkDriver('java', (dir) => {
    const files: Record<string, string> = { 'ListingDriver.java': JAVA_DRIVER };
    for (const structure of STRUCTURES) {
      const listing = listingFor(structure, 'java');
      files[`${listing.className}.java`] = listing.code;
    }
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    // One javac call for everything: the compiler's start-up dominates.
    const compiled = spawnSync('javac', ['-d', '.', ...Object.keys(files)], { cwd: dir, encoding: 'utf8' });
    if (compiled.status !== 0) throw new Error(`javac failed: ${compiled.stderr}`);
    return runDriver(dir, 'java', ['-cp', '.', 'ListingDriver'], {});
  });
});
