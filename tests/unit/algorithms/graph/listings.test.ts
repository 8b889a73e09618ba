/**
 * The graph algorithms' listings, run in their own languages on the same graphs as the modules: each
 * gives the module's answer (BFS: order and distances; DFS: order; Dijkstra: distances and the
 * shortest-path tree; Prim: total weight and the tree; Kruskal: accepted edges and total weight), its own
 * example prints what the module says, and each marks exactly the line ids the module's steps use.
 * Dijkstra's and Prim's trees depend on which of two equal priorities leaves the queue first, so they are
 * also compared on graphs full of ties between labels of different lengths.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { GRAPH_LISTINGS } from '@/core/algorithms/graph/listings';
import { LANGUAGES } from '@/core/algorithms';
import {
  bfsModule,
  dfsModule,
  dijkstraModule,
  kruskalModule,
  primModule,
  type GraphAlgorithm,
  type GraphRunInput,
} from '@/core/algorithms/graph';
import { adjacencyList, compareLabels, graphPreset, type Graph } from '@/core/graph';
import { describeWithTools, JAVA, PYTHON } from '../../toolchain';
import { graphArb, tieHeavyGraphArb } from '../../graph/arbitraries';

const MODULES = [bfsModule, dfsModule, dijkstraModule, primModule, kruskalModule] as const;
type Kind = (typeof MODULES)[number]['id'];

// ---- The graphs, and what the modules answer on them ----

const GRAPHS: readonly Graph[] = [
  graphPreset('textbook'),
  graphPreset('grid'),
  graphPreset('tree'),
  graphPreset('dag'),
  graphPreset('disconnected'),
  graphPreset('random-sparse', 1),
  graphPreset('random-sparse', 2),
  graphPreset('random-dense', 3),
  ...fc.sample(graphArb({ minWeight: 0, minVertices: 2 }), { numRuns: 12, seed: 31 }),
  ...fc.sample(graphArb({ directed: false, weighted: true, minWeight: -5, minVertices: 4 }), {
    numRuns: 4,
    seed: 32,
  }),
];

/** From S, B and AA both come out at distance 1: which leaves the queue first decides C's parent. */
const TIE_GRAPH: Graph = {
  directed: false,
  weighted: true,
  vertices: ['S', 'B', 'AA', 'C'],
  edges: [
    { from: 'S', to: 'B', weight: 1 },
    { from: 'S', to: 'AA', weight: 1 },
    { from: 'B', to: 'C', weight: 1 },
    { from: 'AA', to: 'C', weight: 1 },
  ],
};

/** Runs on tie-heavy graphs from their first vertex, which every language is given. */
const TIE_RUNS: readonly { graph: Graph; source: string }[] = [
  { graph: TIE_GRAPH, source: 'S' },
  ...[
    ...fc.sample(tieHeavyGraphArb(false), { numRuns: 30, seed: 41 }),
    ...fc.sample(tieHeavyGraphArb(true), { numRuns: 10, seed: 42 }),
  ].map((graph) => ({ graph, source: graph.vertices[0] as string })),
];

interface Case {
  kind: Kind;
  graph: Graph;
  source: string;
  expected: string;
}

const reachedDist = (graph: Graph, dist: ReadonlyMap<string, number>) =>
  graph.vertices
    .filter((v) => (dist.get(v) ?? Infinity) !== Infinity)
    .map((v) => `${v}:${dist.get(v) ?? ''}`);

/** The tree as `v<parent` for every vertex with a parent, in the graph's order (every driver writes it so). */
const treeOf = (vertices: readonly string[], parent: (v: string) => string | null | undefined) =>
  vertices.flatMap((v) => {
    const p = parent(v);
    return p === null || p === undefined ? [] : [`${v}<${p}`];
  });

/** The module's answer, written the way every driver writes the listing's. */
function moduleAnswer(module: GraphAlgorithm, graph: Graph, input: GraphRunInput): string {
  const trace = module.trace(graph, input);
  const { model } = trace.frameAt(trace.stepCount);
  switch (module.id) {
    case 'bfs':
      return `order=${model.order.join(',')};dist=${reachedDist(graph, model.dist ?? new Map()).join(',')}`;
    case 'dfs':
      return `order=${model.order.join(',')}`;
    case 'dijkstra':
      return `dist=${reachedDist(graph, model.dist ?? new Map()).join(',')};parent=${treeOf(graph.vertices, (v) => model.parent.get(v)).join(',')}`;
    case 'prim':
      return `total=${model.totalWeight ?? ''};parent=${treeOf(graph.vertices, (v) => model.parent.get(v)).join(',')}`;
    default: {
      const accepted = trace.steps
        .filter((s) => s.line === 'union')
        .map((s) => s.change.edges?.find(([, state]) => state === 'tree')?.[0] ?? '');
      return `total=${model.totalWeight ?? ''};tree=${accepted.join(',')}`;
    }
  }
}

const RUNS = [
  ...GRAPHS.map((graph) => ({ graph, source: graph.vertices[graph.vertices.length > 2 ? 1 : 0] as string })),
  ...TIE_RUNS,
];

const CASES: Case[] = MODULES.flatMap((module) =>
  RUNS.flatMap(({ graph, source }): Case[] => {
    const input = { source: module.needsSource ? source : null, target: null };
    if (module.validate(graph, input) !== null) return [];
    return [{ kind: module.id, graph, source, expected: moduleAnswer(module, graph, input) }];
  }),
);

// ---- What every driver is given: the graph as the listing's comment describes it ----

const byLabel = (vertices: readonly string[]) => vertices.slice().sort(compareLabels);

function driverInput({ kind, graph, source }: Case) {
  const adjacency = adjacencyList(graph);
  return {
    kind,
    source,
    vertices: graph.vertices,
    roots: [source, ...byLabel(graph.vertices.filter((v) => v !== source))],
    labels: Object.fromEntries([...adjacency].map(([v, next]) => [v, next.map((n) => n.vertex)])),
    weighted: Object.fromEntries(
      [...adjacency].map(([v, next]) => [v, next.map((n) => [n.vertex, n.weight])]),
    ),
    // Kruskal's listing sorts by weight only, keeping equal weights in the order given: label order.
    edges: graph.edges
      .map((e) => [e.from, e.to, graph.weighted ? e.weight : 1] as const)
      .sort((a, b) => compareLabels(a[0], b[0]) || compareLabels(a[1], b[1])),
  };
}

/** The examples at the end of the listings, and the graph each one builds. */
const BFS_EXAMPLE: Graph = {
  directed: false,
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
const WEIGHTED_EXAMPLE: Graph = {
  directed: false,
  weighted: true,
  vertices: ['A', 'B', 'C', 'D'],
  edges: [
    { from: 'A', to: 'B', weight: 4 },
    { from: 'A', to: 'C', weight: 1 },
    { from: 'B', to: 'C', weight: 2 },
    { from: 'B', to: 'D', weight: 5 },
    { from: 'C', to: 'D', weight: 8 },
  ],
};

/** The words and numbers each example prints: BFS/DFS the order, Dijkstra each vertex and its distance, MSTs the total. */
function exampleTokens(kind: Kind): string[] {
  const run = (module: GraphAlgorithm, graph: Graph) => {
    const trace = module.trace(graph, { source: 'A', target: null });
    return trace.frameAt(trace.stepCount).model;
  };
  switch (kind) {
    case 'bfs':
      return run(bfsModule, BFS_EXAMPLE).order;
    case 'dfs':
      return run(dfsModule, BFS_EXAMPLE).order;
    case 'dijkstra':
      return [...(run(dijkstraModule, WEIGHTED_EXAMPLE).dist ?? [])].flat().map(String);
    case 'prim':
      return [String(run(primModule, WEIGHTED_EXAMPLE).totalWeight)];
    case 'kruskal':
      return [String(run(kruskalModule, WEIGHTED_EXAMPLE).totalWeight)];
  }
}
const tokens = (printed: string) => printed.match(/[A-Za-z0-9]+/g) ?? [];

function inTempDir<T>(work: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'graph-listings-'));
  try {
    return work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every case's answer from one language, then each listing's example output, by algorithm. */
interface LanguageRun {
  answers: string[];
  examples: Record<Kind, string>;
}

function checkRun(language: string, run: () => LanguageRun) {
  let result: LanguageRun;
  beforeAll(() => {
    result = run();
  }, 120_000);
  it.each(MODULES.map((m) => m.id))(`the %s ${language} listing gives the module's answers`, (kind) => {
    const mine = CASES.flatMap((c, i) => (c.kind === kind ? [[c.expected, result.answers[i]]] : []));
    expect(mine.length).toBeGreaterThanOrEqual(8);
    expect(mine.map(([, got]) => got)).toEqual(mine.map(([want]) => want));
  });
  it.each(MODULES.map((m) => m.id))(`the %s ${language} example prints what the module answers`, (kind) => {
    expect(tokens(result.examples[kind])).toEqual(exampleTokens(kind));
  });
}

// ---- JavaScript: in this process ----

/** Each JavaScript listing's function, and what its example printed when it was loaded. */
function loadJavaScript() {
  const printed: Record<string, unknown[]> = {};
  const load = (module: (typeof MODULES)[number]) => {
    const log = (printed[module.id] = [] as unknown[]);
    const body = `${GRAPH_LISTINGS[module.id].javascript.code}\nreturn ${module.id};`;
    return new Function('console', body)({ log: (value: unknown) => log.push(value) }) as (
      ...args: unknown[]
    ) => Record<string, unknown>;
  };
  const functions = Object.fromEntries(MODULES.map((m) => [m.id, load(m)])) as Record<
    Kind,
    ReturnType<typeof load>
  >;
  return { functions, printed };
}

function runJavaScript(): LanguageRun {
  const { functions, printed } = loadJavaScript();
  const answers = CASES.map((c) => answerInJavaScript(functions, c));
  const examples = Object.fromEntries(
    MODULES.map((m) => [m.id, (printed[m.id] ?? []).map((value) => JSON.stringify(value)).join(' ')]),
  ) as Record<Kind, string>;
  return { answers, examples };
}

function answerInJavaScript(functions: ReturnType<typeof loadJavaScript>['functions'], c: Case): string {
  {
    const input = driverInput(c);
    const dists = (dist: Record<string, number>) =>
      input.vertices.filter((v) => (dist[v] ?? Infinity) !== Infinity).map((v) => `${v}:${dist[v]}`);
    switch (c.kind) {
      case 'bfs': {
        const { order, dist } = functions.bfs(input.labels, c.source) as {
          order: string[];
          dist: Record<string, number>;
        };
        return `order=${order.join(',')};dist=${dists(dist).join(',')}`;
      }
      case 'dfs':
        return `order=${(functions.dfs(input.labels, c.source).order as string[]).join(',')}`;
      case 'dijkstra': {
        const { dist, parent } = functions.dijkstra(input.weighted, c.source) as {
          dist: Record<string, number>;
          parent: Record<string, string | null>;
        };
        return `dist=${dists(dist).join(',')};parent=${treeOf(input.vertices, (v) => parent[v]).join(',')}`;
      }
      case 'prim': {
        const { total, parent } = functions.prim(input.weighted, input.roots) as {
          total: number;
          parent: Record<string, string | null>;
        };
        return `total=${total};parent=${treeOf(input.vertices, (v) => parent[v]).join(',')}`;
      }
      case 'kruskal': {
        const { tree, total } = functions.kruskal(input.vertices, input.edges) as {
          tree: string[][];
          total: number;
        };
        return `total=${total};tree=${tree.map(([u, v]) => `${u}-${v}`).join(',')}`;
      }
    }
  }
}

describe('JavaScript graph listings', () => checkRun('JavaScript', runJavaScript));

// ---- Python: one python3 process ----

const PYTHON_DRIVER = `
import contextlib, importlib, io, json, math, runpy, sys

request = json.load(sys.stdin)


def dists(vertices, dist):
    return ",".join(f"{v}:{dist[v]}" for v in vertices if dist[v] != math.inf)


def tree(vertices, parent):
    return ",".join(f"{v}<{parent[v]}" for v in vertices if parent.get(v) is not None)


answers = []
for case in request["cases"]:
    kind = case["kind"]
    fn = getattr(importlib.import_module(kind), kind)
    if kind == "bfs":
        order, dist, parent = fn(case["labels"], case["source"])
        answers.append("order=" + ",".join(order) + ";dist=" + dists(case["vertices"], dist))
    elif kind == "dfs":
        order, parent = fn(case["labels"], case["source"])
        answers.append("order=" + ",".join(order))
    elif kind == "dijkstra":
        dist, parent = fn(case["weighted"], case["source"])
        answers.append("dist=" + dists(case["vertices"], dist) + ";parent=" + tree(case["vertices"], parent))
    elif kind == "prim":
        parent, total = fn(case["weighted"], case["roots"])
        answers.append(f"total={total};parent=" + tree(case["vertices"], parent))
    else:
        tree, total = fn(case["vertices"], case["edges"])
        answers.append(f"total={total};tree=" + ",".join(f"{u}-{v}" for u, v, w in tree))

examples = {}
for kind in request["kinds"]:
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
      input: JSON.stringify({ cases: CASES.map(driverInput), kinds: MODULES.map((m) => m.id) }),
      encoding: 'utf8',
      env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' },
    });
    if (run.status !== 0 || run.stderr !== '') throw new Error(`python3 failed:\n${run.stderr}`);
    return JSON.parse(run.stdout) as LanguageRun;
  });
}

describeWithTools('Python graph listings', PYTHON, () => checkRun('Python', runPython));

// ---- Java: one javac and one java ----

/**
 * Reads one case a line: kind;source;vertices;roots;adjacency;edges, where adjacency is `A=B/4,C/2`
 * per vertex (space-separated) and edges `A/B/4` (comma-separated). Then `example;Class` lines.
 */
const JAVA_DRIVER = `
import java.io.*;
import java.util.*;
import java.util.stream.*;

public class GraphDriver {
    static List<String> list(String text) {
        return text.isEmpty() ? List.of() : List.of(text.split(","));
    }

    static String tree(List<String> vertices, Map<String, String> parent) {
        return vertices.stream().filter(v -> parent.get(v) != null).map(v -> v + "<" + parent.get(v))
            .collect(Collectors.joining(","));
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
            String kind = p[0];
            String source = p[1];
            List<String> vertices = list(p[2]);
            List<String> roots = list(p[3]);
            Map<String, List<String>> labels = new LinkedHashMap<>();
            Map<String, List<String[]>> pairs = new LinkedHashMap<>();
            for (String entry : p[4].isEmpty() ? new String[0] : p[4].split(" ")) {
                String[] kv = entry.split("=", -1);
                List<String[]> next = list(kv[1]).stream().map(s -> s.split("/")).collect(Collectors.toList());
                pairs.put(kv[0], next);
                labels.put(kv[0], next.stream().map(n -> n[0]).collect(Collectors.toList()));
            }
            List<String[]> edges = list(p[5]).stream().map(s -> s.split("/")).collect(Collectors.toList());
            switch (kind) {
                case "bfs" -> {
                    Bfs.Result r = Bfs.bfs(labels, source);
                    out.append("order=").append(String.join(",", r.order())).append(";dist=").append(
                        vertices.stream().filter(r.dist()::containsKey).map(v -> v + ":" + r.dist().get(v))
                            .collect(Collectors.joining(",")));
                }
                case "dfs" -> out.append("order=").append(String.join(",", Dfs.dfs(labels, source).order()));
                case "dijkstra" -> {
                    Map<String, List<Dijkstra.Edge>> graph = new LinkedHashMap<>();
                    pairs.forEach((v, next) -> graph.put(v, next.stream()
                        .map(n -> new Dijkstra.Edge(n[0], Integer.parseInt(n[1]))).collect(Collectors.toList())));
                    Dijkstra.Result r = Dijkstra.dijkstra(graph, source);
                    Map<String, Integer> dist = r.dist();
                    out.append("dist=").append(vertices.stream().filter(dist::containsKey)
                        .map(v -> v + ":" + dist.get(v)).collect(Collectors.joining(",")))
                        .append(";parent=").append(tree(vertices, r.parent()));
                }
                case "prim" -> {
                    Map<String, List<Prim.Edge>> graph = new LinkedHashMap<>();
                    pairs.forEach((v, next) -> graph.put(v, next.stream()
                        .map(n -> new Prim.Edge(n[0], Integer.parseInt(n[1]))).collect(Collectors.toList())));
                    Prim.Result r = Prim.prim(graph, roots);
                    out.append("total=").append(r.total()).append(";parent=").append(tree(vertices, r.parent()));
                }
                default -> {
                    List<Kruskal.Edge> list = edges.stream()
                        .map(e -> new Kruskal.Edge(e[0], e[1], Integer.parseInt(e[2]))).collect(Collectors.toList());
                    Kruskal.Result r = Kruskal.kruskal(vertices, list);
                    out.append("total=").append(r.total()).append(";tree=").append(
                        r.tree().stream().map(e -> e.u() + "-" + e.v()).collect(Collectors.joining(",")));
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
    const adjacency = Object.entries(input.weighted)
      .map(([v, next]) => `${v}=${next.map(([to, w]) => `${to}/${w}`).join(',')}`)
      .join(' ');
    const edges = input.edges.map(([u, v, w]) => `${u}/${v}/${w}`).join(',');
    return [c.kind, c.source, input.vertices.join(','), input.roots.join(','), adjacency, edges].join(';');
  });
  const requests = [...lines, ...MODULES.map((m) => `example;${javaClass(m.id)}`)];
  const output = inTempDir((dir) => {
    const files = ['GraphDriver.java', ...MODULES.map((m) => `${javaClass(m.id)}.java`)];
    writeFileSync(join(dir, 'GraphDriver.java'), JAVA_DRIVER);
    for (const m of MODULES)
      writeFileSync(join(dir, `${javaClass(m.id)}.java`), GRAPH_LISTINGS[m.id].java.code);
    const compile = spawnSync('javac', ['-d', dir, '-Xlint:all', ...files], { cwd: dir, encoding: 'utf8' });
    if (compile.status !== 0 || compile.stderr !== '') throw new Error(`javac failed:\n${compile.stderr}`);
    const run = spawnSync('java', ['-cp', dir, 'GraphDriver'], {
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

describeWithTools('Java graph listings', JAVA, () => checkRun('Java', runJava));

// ---- Markers ----

describe.each(MODULES.map((m) => [m.id, m] as const))('the %s listings', (_, module) => {
  it('mark exactly the line ids the steps use, on non-blank lines', () => {
    const used = new Set<string>();
    for (const graph of GRAPHS) {
      for (const target of [null, graph.vertices.at(-1) ?? null]) {
        const input = { source: module.needsSource ? (graph.vertices[0] ?? null) : null, target };
        if (module.validate(graph, input) === null)
          for (const s of module.trace(graph, input).steps) used.add(s.line);
      }
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

it('compares the listings with the modules on directed, disconnected and negative-weight graphs', () => {
  expect(CASES.some((c) => c.kind === 'prim' && c.graph.edges.some((e) => e.weight < 0))).toBe(true);
  expect(CASES.filter((c) => c.graph.directed).map((c) => c.kind)).toEqual(
    expect.arrayContaining(['bfs', 'dfs', 'dijkstra']),
  );
  expect(CASES.some((c) => c.kind === 'bfs' && !c.expected.includes(c.graph.vertices.at(-1) ?? ''))).toBe(
    true,
  );
  expect(CASES.some((c) => c.kind === 'kruskal' && c.graph === GRAPHS[4])).toBe(true);
});

describe('equal priorities leave the queue in label order: shorter labels first, then alphabetical', () => {
  it('from S with S-B 1, S-AA 1, B-C 1, AA-C 1, the animation reaches C by S–B–C, as every listing does', () => {
    const trace = dijkstraModule.trace(TIE_GRAPH, { source: 'S', target: 'C' });
    expect(trace.steps.at(-1)?.message).toContain('Shortest path from S to C: S–B–C, total weight 2');
    const answer = CASES.find((c) => c.kind === 'dijkstra' && c.graph === TIE_GRAPH)?.expected;
    expect(answer).toBe('dist=S:0,B:1,AA:1,C:2;parent=B<S,AA<S,C<B');
    expect(CASES.find((c) => c.kind === 'prim' && c.graph === TIE_GRAPH)?.expected).toBe(
      'total=3;parent=B<S,AA<S,C<B',
    );
  });

  it("Dijkstra's and Prim's Information text states the rule", () => {
    for (const module of [dijkstraModule, primModule])
      expect(module.howItWorks).toContain(
        'the one whose label comes first leaves first: the shorter label, then, for labels of the same length, character order (digits, then capitals, then small letters), so B comes before AA and AA before AB.',
      );
  });

  it("on random graphs full of ties, the JavaScript listings build the engine's trees", () => {
    const { functions } = loadJavaScript();
    fc.assert(
      fc.property(fc.boolean().chain(tieHeavyGraphArb), (graph) => {
        const source = graph.vertices[0] as string;
        for (const module of [dijkstraModule, primModule]) {
          const input = { source, target: null };
          if (module.validate(graph, input) !== null) continue;
          const c: Case = { kind: module.id, graph, source, expected: moduleAnswer(module, graph, input) };
          expect(answerInJavaScript(functions, c)).toBe(c.expected);
        }
      }),
      { numRuns: 300, seed: 43 },
    );
  });
});
