/**
 * The topological sorts' and Bellman-Ford's listings, run in JavaScript, Python and Java on the same
 * graphs as the modules: each gives the module's answer (the order; the distances and parents, or the
 * negative cycle), its own example prints what the module says, and each marks exactly the line ids
 * the module's steps use.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/core/algorithms';
import {
  bellmanFordModule,
  topoDfsModule,
  topoKahnModule,
  type GraphAlgorithm,
} from '@/core/algorithms/graph';
import { GRAPH_LISTINGS } from '@/core/algorithms/graph/listings';
import { adjacencyList, compareLabels, graphPreset, type Graph } from '@/core/graph';
import { describeWithTools, JAVA, PYTHON } from '../../toolchain';
import { graphArb } from '../../graph/arbitraries';

const MODULES = [topoKahnModule, topoDfsModule, bellmanFordModule] as const;
type Kind = (typeof MODULES)[number]['id'];

const DAGS: readonly Graph[] = [
  graphPreset('courses'),
  graphPreset('dag'),
  ...fc
    .sample(graphArb({ directed: true, minVertices: 2 }), { numRuns: 14, seed: 71 })
    .map((graph) => ({ ...graph, edges: graph.edges.filter((e) => e.from > e.to) })),
];
const WEIGHTED: readonly Graph[] = [
  graphPreset('negative-weights'),
  graphPreset('negative-cycle'),
  graphPreset('textbook'),
  graphPreset('disconnected'),
  ...fc.sample(graphArb({ weighted: true, minWeight: -3, minVertices: 2 }), { numRuns: 20, seed: 72 }),
];

interface Case {
  readonly kind: Kind;
  readonly graph: Graph;
  readonly source: string;
  readonly expected: string;
}

/** Distances of the reached vertices and parents, in the graph's order, or the cycle. */
function moduleAnswer(module: GraphAlgorithm, graph: Graph, source: string): string {
  const trace = module.trace(graph, { source: module.needsSource ? source : null, target: null });
  const { model } = trace.frameAt(trace.stepCount);
  if (module.id !== 'bellmanFord') return module.answer?.(model, graph) ?? '';
  if (model.order.length > 0) return `cycle=${model.order.join(',')}`;
  const dist = graph.vertices.filter((v) => (model.dist?.get(v) ?? Infinity) !== Infinity);
  const parent = graph.vertices.filter((v) => (model.parent.get(v) ?? null) !== null);
  return `dist=${dist.map((v) => `${v}:${model.dist?.get(v)}`).join(',')};parent=${parent.map((v) => `${v}<${model.parent.get(v)}`).join(',')}`;
}

const CASES: Case[] = [
  ...DAGS.flatMap((graph) =>
    [topoKahnModule, topoDfsModule].map((module) => ({
      kind: module.id,
      graph,
      source: '',
      expected: moduleAnswer(module, graph, ''),
    })),
  ),
  ...WEIGHTED.map((graph) => {
    const source = graph.vertices[0] as string;
    return {
      kind: bellmanFordModule.id,
      graph,
      source,
      expected: moduleAnswer(bellmanFordModule, graph, source),
    };
  }),
];

/** What every driver is given: the vertices in label order, successors in label order, the arcs. */
function driverInput({ kind, graph, source }: Case) {
  const adjacency = adjacencyList(graph);
  return {
    kind,
    source,
    order: graph.vertices,
    vertices: [...graph.vertices].sort(compareLabels),
    graph: Object.fromEntries([...adjacency].map(([v, next]) => [v, next.map((n) => n.vertex)])),
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

const EXAMPLE_DAG: Graph = {
  directed: true,
  weighted: false,
  vertices: ['A', 'B', 'C', 'D', 'E'],
  edges: [
    { from: 'A', to: 'B', weight: 1 },
    { from: 'A', to: 'C', weight: 1 },
    { from: 'B', to: 'D', weight: 1 },
    { from: 'C', to: 'D', weight: 1 },
    { from: 'D', to: 'E', weight: 1 },
  ],
};
const EXAMPLE_WEIGHTED: Graph = {
  directed: true,
  weighted: true,
  vertices: ['A', 'B', 'C', 'D'],
  edges: [
    { from: 'A', to: 'B', weight: 4 },
    { from: 'A', to: 'C', weight: 5 },
    { from: 'C', to: 'B', weight: -3 },
    { from: 'B', to: 'D', weight: 2 },
  ],
};

/** The words and numbers each listing's example prints: the order, or each vertex and its distance. */
function exampleTokens(kind: Kind): string[] {
  if (kind !== 'bellmanFord')
    return moduleAnswer(kind === 'topoKahn' ? topoKahnModule : topoDfsModule, EXAMPLE_DAG, '').split(', ');
  const trace = bellmanFordModule.trace(EXAMPLE_WEIGHTED, { source: 'A', target: null });
  return [...(trace.frameAt(trace.stepCount).model.dist ?? [])].flat().map(String);
}
const tokens = (printed: string) => printed.match(/-?[A-Za-z0-9]+/g) ?? [];

interface LanguageRun {
  answers: string[];
  examples: Record<Kind, string>;
}

function inTempDir<T>(work: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'ordering-listings-'));
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
  it.each(MODULES.map((m) => m.id))(`the %s ${language} listing gives the module's answers`, (kind) => {
    const mine = CASES.flatMap((c, i) => (c.kind === kind ? [[c.expected, result.answers[i]]] : []));
    expect(mine.length).toBeGreaterThanOrEqual(10);
    expect(mine.map(([, got]) => got)).toEqual(mine.map(([want]) => want));
  });
  it.each(MODULES.map((m) => m.id))(`the %s ${language} example prints what the module answers`, (kind) => {
    expect(tokens(result.examples[kind])).toEqual(exampleTokens(kind));
  });
}

// ---- JavaScript ----

function runJavaScript(): LanguageRun {
  const printed: Record<string, string[]> = {};
  const functions = Object.fromEntries(
    MODULES.map((m) => {
      const log = (printed[m.id] = [] as string[]);
      const body = `${GRAPH_LISTINGS[m.id].javascript.code}\nreturn ${m.id};`;
      return [
        m.id,
        new Function('console', body)({ log: (value: unknown) => log.push(JSON.stringify(value)) }),
      ];
    }),
  ) as Record<Kind, (...args: unknown[]) => unknown>;
  const answers = CASES.map((c) => {
    const input = driverInput(c);
    if (c.kind !== 'bellmanFord')
      return (functions[c.kind](input.vertices, input.graph) as string[]).join(', ');
    const result = functions.bellmanFord(input.vertices, input.edges, c.source) as {
      cycle?: string[];
      dist?: Map<string, number>;
      parent?: Map<string, string | null>;
    };
    if (result.cycle) return `cycle=${result.cycle.join(',')}`;
    const dist = input.order.filter((v) => (result.dist?.get(v) ?? Infinity) !== Infinity);
    const parent = input.order.filter((v) => (result.parent?.get(v) ?? null) !== null);
    return `dist=${dist.map((v) => `${v}:${result.dist?.get(v)}`).join(',')};parent=${parent.map((v) => `${v}<${result.parent?.get(v)}`).join(',')}`;
  });
  const examples = Object.fromEntries(MODULES.map((m) => [m.id, (printed[m.id] ?? []).join(' ')])) as Record<
    Kind,
    string
  >;
  return { answers, examples };
}

describe('JavaScript ordering listings', () => checkRun('JavaScript', runJavaScript));

// ---- Python ----

const PYTHON_DRIVER = `
import contextlib, importlib, io, json, math, runpy, sys

request = json.load(sys.stdin)
names = {"topoKahn": "topo_kahn", "topoDfs": "topo_dfs", "bellmanFord": "bellman_ford"}
answers = []
for case in request["cases"]:
    kind = case["kind"]
    fn = getattr(importlib.import_module(kind), names[kind])
    if kind != "bellmanFord":
        answers.append(", ".join(fn(case["vertices"], case["graph"])))
        continue
    dist, found = fn(case["vertices"], [tuple(e) for e in case["edges"]], case["source"])
    if dist is None:
        answers.append("cycle=" + ",".join(found))
        continue
    reached = [v for v in case["order"] if dist[v] != math.inf]
    parents = [v for v in case["order"] if found.get(v) is not None]
    answers.append(
        "dist=" + ",".join(f"{v}:{dist[v]}" for v in reached)
        + ";parent=" + ",".join(f"{v}<{found[v]}" for v in parents)
    )

examples = {}
for kind in names:
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed):
        runpy.run_path(kind + ".py", run_name="__main__")
    examples[kind] = printed.getvalue()
print(json.dumps({"answers": answers, "examples": examples}))
`;

function runPython(): LanguageRun {
  return inTempDir((dir) => {
    for (const m of MODULES) writeFileSync(join(dir, `${m.id}.py`), GRAPH_LISTINGS[m.id].python.code);
    writeFileSync(join(dir, 'driver.py'), PYTHON_DRIVER);
    const run = spawnSync('python3', ['driver.py'], {
      cwd: dir,
      input: JSON.stringify({ cases: CASES.map(driverInput) }),
      encoding: 'utf8',
      env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' },
    });
    if (run.status !== 0 || run.stderr !== '') throw new Error(`python3 failed:\n${run.stderr}`);
    return JSON.parse(run.stdout) as LanguageRun;
  });
}

describeWithTools('Python ordering listings', PYTHON, () => checkRun('Python', runPython));

// ---- Java ----

/** One case a line: kind;source;order;vertices;graph;edges (graph `A=B,C` space-separated, edges `A/B/4` comma-separated). */
const JAVA_DRIVER = `
import java.io.*;
import java.util.*;
import java.util.stream.*;

public class OrderingDriver {
    static List<String> list(String text) {
        return text.isEmpty() ? List.of() : List.of(text.split(","));
    }

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        PrintStream console = System.out;
        StringBuilder out = new StringBuilder();
        String line;
        while ((line = in.readLine()) != null) {
            String[] p = line.split(";", -1);
            if (p[0].equals("example")) {
                ByteArrayOutputStream printed = new ByteArrayOutputStream();
                System.setOut(new PrintStream(printed, true));
                Class.forName(p[1]).getMethod("main", String[].class).invoke(null, (Object) new String[0]);
                System.setOut(console);
                out.append(printed.toString().trim().replace('\\n', ' ')).append('\\n');
                continue;
            }
            List<String> order = list(p[2]);
            List<String> vertices = list(p[3]);
            Map<String, List<String>> graph = new LinkedHashMap<>();
            for (String entry : p[4].isEmpty() ? new String[0] : p[4].split(" ")) {
                String[] kv = entry.split("=", -1);
                graph.put(kv[0], list(kv[1]));
            }
            switch (p[0]) {
                case "topoKahn" -> out.append(String.join(", ", TopoKahn.topoKahn(vertices, graph)));
                case "topoDfs" -> out.append(String.join(", ", TopoDfs.topoDfs(vertices, graph)));
                default -> {
                    List<BellmanFord.Edge> edges = list(p[5]).stream().map(s -> s.split("/"))
                        .map(e -> new BellmanFord.Edge(e[0], e[1], Integer.parseInt(e[2]))).collect(Collectors.toList());
                    BellmanFord.Result r = BellmanFord.bellmanFord(vertices, edges, p[1]);
                    if (r.cycle() != null) out.append("cycle=").append(String.join(",", r.cycle()));
                    else out.append("dist=").append(order.stream().filter(r.dist()::containsKey)
                            .map(v -> v + ":" + r.dist().get(v)).collect(Collectors.joining(",")))
                        .append(";parent=").append(order.stream().filter(v -> r.parent().get(v) != null)
                            .map(v -> v + "<" + r.parent().get(v)).collect(Collectors.joining(",")));
                }
            }
            out.append('\\n');
        }
        console.print(out);
    }
}
`;

const javaClass = (kind: Kind) => `${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;

function runJava(): LanguageRun {
  const lines = CASES.map((c) => {
    const input = driverInput(c);
    const graph = Object.entries(input.graph)
      .map(([v, next]) => `${v}=${next.join(',')}`)
      .join(' ');
    const edges = input.edges.map((e) => e.join('/')).join(',');
    return [c.kind, c.source, input.order.join(','), input.vertices.join(','), graph, edges].join(';');
  });
  const requests = [...lines, ...MODULES.map((m) => `example;${javaClass(m.id)}`)];
  const output = inTempDir((dir) => {
    const files = ['OrderingDriver.java', ...MODULES.map((m) => `${javaClass(m.id)}.java`)];
    writeFileSync(join(dir, 'OrderingDriver.java'), JAVA_DRIVER);
    for (const m of MODULES)
      writeFileSync(join(dir, `${javaClass(m.id)}.java`), GRAPH_LISTINGS[m.id].java.code);
    const compile = spawnSync('javac', ['-d', dir, '-Xlint:all', ...files], { cwd: dir, encoding: 'utf8' });
    if (compile.status !== 0 || compile.stderr !== '') throw new Error(`javac failed:\n${compile.stderr}`);
    const run = spawnSync('java', ['-cp', dir, 'OrderingDriver'], {
      input: `${requests.join('\n')}\n`,
      encoding: 'utf8',
    });
    if (run.status !== 0 || run.stderr !== '') throw new Error(`java failed:\n${run.stderr}`);
    return run.stdout.trimEnd().split('\n');
  });
  const examples = Object.fromEntries(
    MODULES.map((m, i) => [m.id, output[CASES.length + i] ?? '']),
  ) as Record<Kind, string>;
  return { answers: output.slice(0, CASES.length), examples };
}

describeWithTools('Java ordering listings', JAVA, () => checkRun('Java', runJava));

// ---- Markers ----

describe.each(MODULES.map((m) => [m.id, m] as const))('the %s listings', (_, module) => {
  it('mark exactly the line ids the steps use, on non-blank lines', () => {
    const used = new Set<string>();
    for (const { graph, source } of CASES) {
      const input = { source: module.needsSource ? source : null, target: null };
      if (module.validate(graph, input) === null)
        for (const s of module.trace(graph, input).steps) used.add(s.line);
    }
    expect([...used].sort()).toEqual([...module.lineIds].sort());
    for (const { id: language } of LANGUAGES) {
      const listing = GRAPH_LISTINGS[module.id][language];
      const text = listing.code.split('\n');
      expect(Object.keys(listing.lines).sort(), language).toEqual([...module.lineIds].sort());
      for (const numbers of Object.values(listing.lines))
        for (const n of numbers) expect(text[n - 1]?.trim(), language).not.toBe('');
      expect(listing.code).not.toMatch(/[«»\t]/);
    }
  });
});

it('compares Bellman-Ford’s listings on graphs with and without a reachable negative cycle', () => {
  const bellmanFord = CASES.filter((c) => c.kind === 'bellmanFord');
  expect(bellmanFord.filter((c) => c.expected.startsWith('cycle=')).length).toBeGreaterThanOrEqual(3);
  expect(bellmanFord.filter((c) => c.expected.startsWith('dist=')).length).toBeGreaterThanOrEqual(3);
});
