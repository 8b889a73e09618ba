/**
 * The A* listings run in JavaScript, Python and Java on the presets and random grids, with both
 * heuristics, and must agree with the engine: the path's length, the path and every cell expanded, in
 * order (so the tie rule is the same everywhere).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/core/algorithms';
import { aStarModule } from '@/core/algorithms/graph/aStar/aStar';
import { aStarCode } from '@/core/algorithms/graph/aStar/listings';
import {
  colOf,
  gridPreset,
  gridRows,
  GRID_PRESET_IDS,
  rowOf,
  type Grid,
} from '@/core/algorithms/graph/grid/grid';
import type { Heuristic } from '@/core/algorithms/graph/grid/types';
import { describeWithTools, JAVA, PYTHON } from '../../toolchain';
import { gridArb } from './arbitraries';

interface Case {
  readonly grid: Grid;
  readonly heuristic: Heuristic;
}

const GRIDS = [
  ...GRID_PRESET_IDS.map((id) => gridPreset(id)),
  ...fc.sample(gridArb, { numRuns: 40, seed: 360 }),
];
const CASES: readonly Case[] = GRIDS.flatMap((grid) =>
  (['manhattan', 'euclidean'] as const).map((heuristic) => ({ grid, heuristic })),
);

const at = (grid: Grid, cell: number) => [rowOf(grid, cell), colOf(grid, cell)] as const;
const cells = (list: readonly (readonly number[])[]) => list.map(([r, c]) => `${r},${c}`).join(' ');

/** What the engine answers, in the form every driver prints. */
function expected({ grid, heuristic }: Case): string {
  const result = aStarModule.search(grid, heuristic);
  const path = result.path.map((cell) => at(grid, cell));
  const expanded = result.expanded.map((cell) => at(grid, cell));
  return `${result.length ?? 'none'}|${cells(path)}|${cells(expanded)}`;
}

const request = CASES.map(({ grid, heuristic }) => ({
  rows: gridRows(grid),
  start: at(grid, grid.start),
  goal: at(grid, grid.goal),
  heuristic,
}));

function inTempDir<T>(body: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'astar-listing-'));
  try {
    return body(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function check(run: () => { answers: string[]; example: string }) {
  it('gives the engine’s path length, path and expanded cells on every grid, and prints its example', () => {
    const { answers, example } = run();
    expect(answers).toEqual(CASES.map(expected));
    const grid = ['S....', '.###.', '...#.', '.#...', '....G'];
    expect(example.trim()).toBe(String(aStarModule.search(gridFromExample(grid), 'manhattan').length));
  });
}

function gridFromExample(lines: string[]): Grid {
  const rows = lines.length;
  const cols = (lines[0] as string).length;
  const walls = new Uint8Array(rows * cols);
  lines.forEach((line, r) => [...line].forEach((ch, c) => (walls[r * cols + c] = ch === '#' ? 1 : 0)));
  return { rows, cols, walls, start: 0, goal: rows * cols - 1 };
}

describe('JavaScript A* listing', () => {
  check(() => {
    const printed: unknown[] = [];
    const aStar = new Function('console', `${aStarCode.javascript.code}\nreturn aStar;`)({
      log: (value: unknown) => printed.push(value),
    }) as (
      grid: string[],
      start: readonly number[],
      goal: readonly number[],
      heuristic: string,
    ) => { length: number | null; path: number[][]; expanded: number[][] };
    const answers = request.map((c) => {
      const result = aStar(c.rows, c.start, c.goal, c.heuristic);
      return `${result.length ?? 'none'}|${cells(result.path)}|${cells(result.expanded)}`;
    });
    return { answers, example: String(printed[0]) };
  });
});

const PYTHON_DRIVER = `
import contextlib, io, json, runpy, sys
from a_star import a_star

cells = lambda cs: " ".join(f"{r},{c}" for r, c in cs)
answers = []
for case in json.load(sys.stdin):
    length, path, expanded = a_star(case["rows"], tuple(case["start"]), tuple(case["goal"]), case["heuristic"])
    answers.append(f"{'none' if length is None else length}|{cells(path)}|{cells(expanded)}")
printed = io.StringIO()
with contextlib.redirect_stdout(printed):
    runpy.run_path("a_star.py", run_name="__main__")
print(json.dumps({"answers": answers, "example": printed.getvalue()}))
`;

describeWithTools('Python A* listing', PYTHON, () =>
  check(() =>
    inTempDir((dir) => {
      writeFileSync(join(dir, 'a_star.py'), aStarCode.python.code);
      writeFileSync(join(dir, 'driver.py'), PYTHON_DRIVER);
      const run = spawnSync('python3', ['driver.py'], {
        cwd: dir,
        input: JSON.stringify(request),
        encoding: 'utf8',
        env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' },
      });
      if (run.status !== 0 || run.stderr !== '') throw new Error(`python3 failed:\n${run.stderr}`);
      return JSON.parse(run.stdout) as { answers: string[]; example: string };
    }),
  ),
);

/** Reads one case a line (`heuristic;sr,sc;gr,gc;row/row/...`), prints one answer a line, then the example. */
const JAVA_DRIVER = `
import java.io.*;
import java.util.*;

public class GridDriver {
    static String cells(List<int[]> list) {
        StringJoiner out = new StringJoiner(" ");
        for (int[] cell : list) out.add(cell[0] + "," + cell[1]);
        return out.toString();
    }

    static int[] pair(String text) {
        String[] parts = text.split(",");
        return new int[] {Integer.parseInt(parts[0]), Integer.parseInt(parts[1])};
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringBuilder out = new StringBuilder();
        for (String line = in.readLine(); line != null && !line.isEmpty(); line = in.readLine()) {
            String[] parts = line.split(";");
            AStar.Result result = AStar.aStar(parts[3].split("/"), pair(parts[1]), pair(parts[2]), parts[0]);
            out.append(result.length() == null ? "none" : result.length().toString())
                .append('|').append(cells(result.path())).append('|').append(cells(result.expanded())).append('\\n');
        }
        System.out.print(out);
        AStar.main(new String[0]);
    }
}
`;

describeWithTools('Java A* listing', JAVA, () =>
  check(() =>
    inTempDir((dir) => {
      writeFileSync(join(dir, 'GridDriver.java'), JAVA_DRIVER);
      writeFileSync(join(dir, 'AStar.java'), aStarCode.java.code);
      const compile = spawnSync('javac', ['-d', dir, '-Xlint:all', 'GridDriver.java', 'AStar.java'], {
        cwd: dir,
        encoding: 'utf8',
      });
      if (compile.status !== 0 || compile.stderr !== '') throw new Error(`javac failed:\n${compile.stderr}`);
      const lines = request.map(
        (c) => `${c.heuristic};${c.start.join(',')};${c.goal.join(',')};${c.rows.join('/')}`,
      );
      const run = spawnSync('java', ['-cp', dir, 'GridDriver'], {
        input: `${lines.join('\n')}\n\n`,
        encoding: 'utf8',
      });
      if (run.status !== 0 || run.stderr !== '') throw new Error(`java failed:\n${run.stderr}`);
      const output = run.stdout.trimEnd().split('\n');
      return { answers: output.slice(0, CASES.length), example: output[CASES.length] ?? '' };
    }),
  ),
);

describe('the A* listings', () => {
  it('mark exactly the line ids the steps use, on non-blank lines, in every language', () => {
    const used = new Set<string>();
    for (const { grid, heuristic } of CASES)
      for (const step of aStarModule.trace(grid, heuristic).steps) used.add(step.line);
    expect([...used].sort()).toEqual([...aStarModule.lineIds].sort());
    for (const { id: language } of LANGUAGES) {
      const listing = aStarCode[language];
      const text = listing.code.split('\n');
      expect(Object.keys(listing.lines).sort(), language).toEqual([...aStarModule.lineIds].sort());
      for (const numbers of Object.values(listing.lines))
        for (const n of numbers) expect(text[n - 1]?.trim(), language).not.toBe('');
      expect(listing.code).not.toMatch(/[«»\t]/);
    }
  });
});
