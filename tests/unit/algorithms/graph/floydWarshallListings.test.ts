/**
 * Floyd-Warshall's listings, run in JavaScript, Python and Java on the same graphs as the module: each
 * gives the module's final matrix and the vertices on a negative cycle, its own example prints the
 * module's matrix, and each marks exactly the line ids the module's steps use.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/core/algorithms';
import { floydWarshallModule } from '@/core/algorithms/graph';
import { GRAPH_LISTINGS } from '@/core/algorithms/graph/listings';
import { matrixOrder } from '@/core/algorithms/graph/model';
import { graphPreset, type Graph } from '@/core/graph';
import { describeWithTools, JAVA, PYTHON } from '../../toolchain';
import { graphArb } from '../../graph/arbitraries';

const NO_SOURCE = { source: null, target: null } as const;
const LISTINGS = GRAPH_LISTINGS.floydWarshall;

const GRAPHS: readonly Graph[] = [
  graphPreset('all-pairs'),
  graphPreset('negative-weights'),
  graphPreset('negative-cycle'),
  graphPreset('textbook'),
  graphPreset('disconnected'),
  graphPreset('courses'),
  ...fc.sample(graphArb({ weighted: true, minWeight: -3, minVertices: 2 }), { numRuns: 20, seed: 73 }),
];

/** The matrix row by row (`inf` for no path), then the vertices whose diagonal is negative. */
function moduleAnswer(graph: Graph): string {
  const trace = floydWarshallModule.trace(graph, NO_SOURCE);
  const { model } = trace.frameAt(trace.stepCount);
  const rows = (model.matrix?.value ?? []).map((row) =>
    row.map((d) => (d === Infinity ? 'inf' : String(d))).join(' '),
  );
  return `${rows.join('|')};negative=${model.order.join(',')}`;
}
const EXPECTED = GRAPHS.map(moduleAnswer);

/** The vertices in the matrix's order (by label) and every arc (an undirected edge both ways). */
function driverInput(graph: Graph) {
  return {
    vertices: matrixOrder(graph),
    edges: graph.edges.flatMap((e) => {
      const w = graph.weighted ? e.weight : 1;
      return graph.directed
        ? [[e.from, e.to, w]]
        : [
            [e.from, e.to, w],
            [e.to, e.from, w],
          ];
    }),
  };
}

const EXAMPLE: Graph = {
  directed: true,
  weighted: true,
  vertices: ['A', 'B', 'C'],
  edges: [
    { from: 'A', to: 'B', weight: 4 },
    { from: 'A', to: 'C', weight: 5 },
    { from: 'C', to: 'B', weight: -3 },
    { from: 'B', to: 'A', weight: 2 },
  ],
};
const exampleTokens = () => {
  const trace = floydWarshallModule.trace(EXAMPLE, NO_SOURCE);
  return (trace.frameAt(trace.stepCount).model.matrix?.value ?? []).flat().map(String);
};
const tokens = (printed: string) => printed.match(/-?[A-Za-z0-9]+/g) ?? [];

interface LanguageRun {
  answers: string[];
  example: string;
}

function inTempDir<T>(work: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'floyd-warshall-listings-'));
  try {
    return work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function checkRun(language: string, run: () => LanguageRun) {
  let result: LanguageRun;
  beforeAll(() => {
    result = run();
  }, 120_000);
  it(`the ${language} listing gives the module's matrices and negative cycles`, () => {
    expect(result.answers).toEqual(EXPECTED);
  });
  it(`the ${language} example prints the module's matrix`, () => {
    expect(tokens(result.example)).toEqual(exampleTokens());
  });
}

describe('JavaScript Floyd-Warshall listing', () =>
  checkRun('JavaScript', () => {
    const printed: string[] = [];
    const floydWarshall = new Function('console', `${LISTINGS.javascript.code}\nreturn floydWarshall;`)({
      log: (value: unknown) => printed.push(String(value)),
    }) as (vertices: readonly string[], edges: unknown[]) => { dist: number[][]; negative: string[] };
    const answers = GRAPHS.map((graph) => {
      const input = driverInput(graph);
      const { dist, negative } = floydWarshall(input.vertices, input.edges);
      const rows = dist.map((row) => row.map((d) => (d === Infinity ? 'inf' : String(d))).join(' '));
      return `${rows.join('|')};negative=${negative.join(',')}`;
    });
    return { answers, example: printed.join(' ') };
  }));

const PYTHON_DRIVER = `
import contextlib, io, json, math, runpy, sys
from floydWarshall import floyd_warshall

answers = []
for case in json.load(sys.stdin):
    dist, negative = floyd_warshall(case["vertices"], [tuple(e) for e in case["edges"]])
    rows = "|".join(" ".join("inf" if d == math.inf else str(d) for d in row) for row in dist)
    answers.append(rows + ";negative=" + ",".join(negative))
printed = io.StringIO()
with contextlib.redirect_stdout(printed):
    runpy.run_path("floydWarshall.py", run_name="__main__")
print(json.dumps({"answers": answers, "example": printed.getvalue()}))
`;

describeWithTools('Python Floyd-Warshall listing', PYTHON, () =>
  checkRun('Python', () =>
    inTempDir((dir) => {
      writeFileSync(join(dir, 'floydWarshall.py'), LISTINGS.python.code);
      writeFileSync(join(dir, 'driver.py'), PYTHON_DRIVER);
      const run = spawnSync('python3', ['driver.py'], {
        cwd: dir,
        input: JSON.stringify(GRAPHS.map(driverInput)),
        encoding: 'utf8',
        env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' },
      });
      if (run.status !== 0 || run.stderr !== '') throw new Error(`python3 failed:\n${run.stderr}`);
      return JSON.parse(run.stdout) as LanguageRun;
    }),
  ),
);

/** One case a line: vertices;edges (edges `A/B/4` comma-separated); then `example`. */
const JAVA_DRIVER = `
import java.io.*;
import java.util.*;
import java.util.stream.*;

public class FloydWarshallDriver {
    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        PrintStream console = System.out;
        StringBuilder out = new StringBuilder();
        String line;
        while ((line = in.readLine()) != null) {
            if (line.equals("example")) {
                ByteArrayOutputStream printed = new ByteArrayOutputStream();
                System.setOut(new PrintStream(printed, true));
                FloydWarshall.main(new String[0]);
                System.setOut(console);
                out.append(printed.toString().trim().replace('\\n', ' ')).append('\\n');
                continue;
            }
            String[] p = line.split(";", -1);
            List<String> vertices = List.of(p[0].split(","));
            List<FloydWarshall.Edge> edges = p[1].isEmpty() ? List.of() : Arrays.stream(p[1].split(","))
                .map(s -> s.split("/")).map(e -> new FloydWarshall.Edge(e[0], e[1], Integer.parseInt(e[2])))
                .collect(Collectors.toList());
            FloydWarshall.Result r = FloydWarshall.floydWarshall(vertices, edges);
            out.append(Arrays.stream(r.dist()).map(row -> Arrays.stream(row)
                    .map(d -> d == null ? "inf" : String.valueOf(d)).collect(Collectors.joining(" ")))
                .collect(Collectors.joining("|")));
            out.append(";negative=").append(String.join(",", r.negative())).append('\\n');
        }
        console.print(out);
    }
}
`;

describeWithTools('Java Floyd-Warshall listing', JAVA, () =>
  checkRun('Java', () => {
    const lines = GRAPHS.map((graph) => {
      const input = driverInput(graph);
      return `${input.vertices.join(',')};${input.edges.map((e) => e.join('/')).join(',')}`;
    });
    const output = inTempDir((dir) => {
      writeFileSync(join(dir, 'FloydWarshallDriver.java'), JAVA_DRIVER);
      writeFileSync(join(dir, 'FloydWarshall.java'), LISTINGS.java.code);
      const compile = spawnSync(
        'javac',
        ['-d', dir, '-Xlint:all', 'FloydWarshallDriver.java', 'FloydWarshall.java'],
        { cwd: dir, encoding: 'utf8' },
      );
      if (compile.status !== 0 || compile.stderr !== '') throw new Error(`javac failed:\n${compile.stderr}`);
      const run = spawnSync('java', ['-cp', dir, 'FloydWarshallDriver'], {
        input: `${[...lines, 'example'].join('\n')}\n`,
        encoding: 'utf8',
      });
      if (run.status !== 0 || run.stderr !== '') throw new Error(`java failed:\n${run.stderr}`);
      return run.stdout.trimEnd().split('\n');
    });
    return { answers: output.slice(0, GRAPHS.length), example: output[GRAPHS.length] ?? '' };
  }),
);

describe('the Floyd-Warshall listings', () => {
  it('mark exactly the line ids the steps use, on non-blank lines', () => {
    const used = new Set<string>();
    for (const graph of GRAPHS)
      for (const s of floydWarshallModule.trace(graph, NO_SOURCE).steps) used.add(s.line);
    expect([...used].sort()).toEqual([...floydWarshallModule.lineIds].sort());
    for (const { id: language } of LANGUAGES) {
      const listing = LISTINGS[language];
      const text = listing.code.split('\n');
      expect(Object.keys(listing.lines).sort(), language).toEqual([...floydWarshallModule.lineIds].sort());
      for (const numbers of Object.values(listing.lines))
        for (const n of numbers) expect(text[n - 1]?.trim(), language).not.toBe('');
      expect(listing.code).not.toMatch(/[«»\t]/);
    }
  });

  it('are compared on graphs with and without a negative cycle', () => {
    expect(EXPECTED.filter((a) => !a.endsWith('negative=')).length).toBeGreaterThanOrEqual(3);
    expect(EXPECTED.filter((a) => a.endsWith('negative=')).length).toBeGreaterThanOrEqual(3);
  });
});
