/**
 * The Graphs page's listings are real programs: the same graph class in JavaScript, Python and Java is
 * driven through seeded random operation sequences and must answer what the page's operations answer
 * (true/false for edits, the neighbours in stored order, has-edge, degree) and end with the same lists.
 * Each example prints what the operations say, and each listing marks exactly the line ids the steps use.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/core/algorithms';
import type { Graph } from '@/core/graph';
import {
  GRAPH_OPERATION_LINES,
  runGraphOperation,
  storedAdjacency,
  type GraphOperation,
} from '@/core/graph/operations';
import { GRAPH_OPERATION_LISTINGS } from '@/core/graph/operationListings';
import { describeWithTools, JAVA, PYTHON } from '../toolchain';
import { graphArb } from './arbitraries';
import { operationArb } from './operationArb';

/** One operation as every driver reads it: name and up to three arguments. */
type Call = readonly [name: string, a: string, b: string, weight: number];

interface Case {
  directed: boolean;
  calls: Call[];
  expected: string[];
}

const listsText = (graph: Graph) =>
  [...storedAdjacency(graph)]
    .map(([v, entries]) => `${v}:${entries.map((e) => `${e.vertex}/${e.weight}`).join(',')}`)
    .join(';');

function callOf(operation: GraphOperation): Call {
  switch (operation.op) {
    case 'addVertex':
    case 'removeVertex':
    case 'neighbours':
    case 'degree':
      return [operation.op, operation.vertex, '', 0];
    case 'addEdge':
    case 'setWeight':
      return [operation.op, operation.from, operation.to, operation.weight];
    case 'removeEdge':
    case 'hasEdge':
      return [operation.op, operation.from, operation.to, 0];
  }
}

/**
 * A case: the start graph built with addVertex and addEdge, then random operations; what each prints
 * according to the page's operations. Queries about missing vertices (the page refuses them; the
 * listings assume a vertex) and weights on an unweighted graph are left out.
 */
function caseOf(start: Graph, seed: number): Case {
  const calls: Call[] = [];
  const expected: string[] = [];
  let graph: Graph = { ...start, vertices: [], edges: [] };
  const perform = (operation: GraphOperation) => {
    const outcome = runGraphOperation(graph, operation);
    calls.push(callOf(operation));
    if ('error' in outcome) {
      expected.push('false');
      return;
    }
    const { run } = outcome;
    switch (operation.op) {
      case 'neighbours':
        expected.push((storedAdjacency(graph).get(operation.vertex) ?? []).map((e) => e.vertex).join(','));
        break;
      case 'hasEdge':
        expected.push(String(run.result.startsWith('Yes')));
        break;
      case 'degree':
        expected.push(/: (\d+)/.exec(run.result)?.[1] ?? '?');
        break;
      default:
        expected.push('true');
    }
    graph = run.after;
  };
  for (const vertex of start.vertices) perform({ op: 'addVertex', vertex });
  for (const edge of start.edges)
    perform({ op: 'addEdge', from: edge.from, to: edge.to, weight: edge.weight });
  const picks = fc.sample(fc.nat(), { numRuns: 25, seed });
  for (const pick of picks) {
    const operation = fc.sample(operationArb(graph), { numRuns: 1, seed: pick })[0] as GraphOperation;
    const query = operation.op === 'neighbours' || operation.op === 'hasEdge' || operation.op === 'degree';
    if (query && 'error' in runGraphOperation(graph, operation)) continue;
    if (!graph.weighted && (operation.op === 'setWeight' || operation.op === 'addEdge'))
      if (operation.op === 'setWeight' || operation.weight !== 1) continue;
    perform(operation);
  }
  expected.push(listsText(graph));
  return { directed: start.directed, calls, expected };
}

const CASES: Case[] = fc
  .sample(graphArb({ minVertices: 2 }), { numRuns: 30, seed: 41 })
  .map((graph, i) => caseOf(graph, 1000 + i));

/** The example every listing ends with: A–B, A–C, C–D, then neighbours(A), hasEdge(B, C), degree(C). */
function exampleTokens(): string[] {
  const graph: Graph = {
    directed: false,
    weighted: false,
    vertices: ['A', 'B', 'C', 'D'],
    edges: [
      { from: 'A', to: 'B', weight: 1 },
      { from: 'A', to: 'C', weight: 1 },
      { from: 'C', to: 'D', weight: 1 },
    ],
  };
  const answer = (operation: GraphOperation) => {
    const outcome = runGraphOperation(graph, operation);
    if ('error' in outcome) throw new Error(outcome.error);
    return outcome.run.result;
  };
  return [
    ...(storedAdjacency(graph).get('A') ?? []).map((e) => e.vertex),
    answer({ op: 'hasEdge', from: 'B', to: 'C' }).startsWith('Yes') ? 'true' : 'false',
    /: (\d+)/.exec(answer({ op: 'degree', vertex: 'C' }))?.[1] ?? '',
  ];
}
const tokens = (printed: string) => (printed.match(/[A-Za-z0-9]+/g) ?? []).map((t) => t.toLowerCase());

interface LanguageRun {
  answers: string[][];
  example: string;
}

function checkRun(language: string, run: () => LanguageRun) {
  let result: LanguageRun;
  beforeAll(() => {
    result = run();
  }, 120_000);
  it(`the ${language} graph class answers every operation as the page does`, () => {
    expect(CASES.some((c) => c.expected.includes('false'))).toBe(true);
    expect(result.answers).toEqual(CASES.map((c) => c.expected));
  });
  it(`the ${language} example prints what the page's operations answer`, () => {
    expect(tokens(result.example)).toEqual(exampleTokens().map((t) => t.toLowerCase()));
  });
}

function inTempDir<T>(work: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'graph-operations-'));
  try {
    return work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---- JavaScript ----

interface JsGraph {
  adj: Map<string, [string, number][]>;
  [method: string]: unknown;
}

function runJavaScript(): LanguageRun {
  const printed: unknown[][] = [];
  const GraphClass = new Function('console', `${GRAPH_OPERATION_LISTINGS.javascript.code}\nreturn Graph;`)({
    log: (...values: unknown[]) => printed.push(values),
  }) as new (directed: boolean) => JsGraph;
  const answers = CASES.map(({ directed, calls }) => {
    const g = new GraphClass(directed);
    const call = (name: string, ...args: unknown[]) =>
      (g[name] as (...a: unknown[]) => unknown).apply(g, args);
    const lines = calls.map(([name, a, b, w]) => {
      const value =
        name === 'addEdge' || name === 'setWeight'
          ? call(name, a, b, w)
          : name === 'removeEdge' || name === 'hasEdge'
            ? call(name, a, b)
            : call(name, a);
      return Array.isArray(value) ? value.join(',') : String(value);
    });
    lines.push(
      [...g.adj].map(([v, list]) => `${v}:${list.map(([u, w]) => `${u}/${w}`).join(',')}`).join(';'),
    );
    return lines;
  });
  return {
    answers,
    example: printed.map((values) => values.map((v) => JSON.stringify(v)).join(' ')).join(' '),
  };
}

describe('JavaScript graph class', () => checkRun('JavaScript', runJavaScript));

// ---- Python ----

const PYTHON_DRIVER = `
import contextlib, io, json, runpy, sys
from graph import Graph

METHODS = {"addVertex": "add_vertex", "removeVertex": "remove_vertex", "addEdge": "add_edge",
           "removeEdge": "remove_edge", "setWeight": "set_weight", "neighbours": "neighbours",
           "hasEdge": "has_edge", "degree": "degree"}

answers = []
for case in json.load(sys.stdin):
    g = Graph(case["directed"])
    lines = []
    for name, a, b, w in case["calls"]:
        method = getattr(g, METHODS[name])
        if name in ("addEdge", "setWeight"):
            value = method(a, b, w)
        elif name in ("removeEdge", "hasEdge"):
            value = method(a, b)
        else:
            value = method(a)
        if isinstance(value, list):
            lines.append(",".join(value))
        elif isinstance(value, bool):
            lines.append("true" if value else "false")
        else:
            lines.append(str(value))
    lines.append(";".join(v + ":" + ",".join(f"{u}/{w}" for u, w in lst) for v, lst in g.adj.items()))
    answers.append(lines)

printed = io.StringIO()
with contextlib.redirect_stdout(printed):
    runpy.run_path("graph.py", run_name="__main__")
print(json.dumps({"answers": answers, "example": printed.getvalue()}))
`;

function runPython(): LanguageRun {
  return inTempDir((dir) => {
    writeFileSync(join(dir, 'graph.py'), GRAPH_OPERATION_LISTINGS.python.code);
    writeFileSync(join(dir, 'driver.py'), PYTHON_DRIVER);
    const run = spawnSync('python3', ['driver.py'], {
      cwd: dir,
      input: JSON.stringify(CASES),
      encoding: 'utf8',
      env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' },
    });
    if (run.status !== 0 || run.stderr !== '') throw new Error(`python3 failed:\n${run.stderr}`);
    return JSON.parse(run.stdout) as LanguageRun;
  });
}

describeWithTools('Python graph class', PYTHON, () => checkRun('Python', runPython));

// ---- Java ----

/** Reads "case directed|undirected", then one call a line "name a b weight", "end" after each case. */
const JAVA_DRIVER = `
import java.io.*;
import java.util.*;

public class OperationsDriver {
    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        PrintStream console = System.out;
        StringBuilder out = new StringBuilder();
        Graph g = null;
        String line;
        while ((line = in.readLine()) != null) {
            String[] p = line.split(" ", -1);
            switch (p[0]) {
                case "case" -> g = new Graph(p[1].equals("directed"));
                case "end" -> {
                    StringJoiner all = new StringJoiner(";");
                    for (Map.Entry<String, List<Graph.Entry>> item : g.adj.entrySet()) {
                        StringJoiner one = new StringJoiner(",");
                        for (Graph.Entry e : item.getValue()) one.add(e.vertex + "/" + e.weight);
                        all.add(item.getKey() + ":" + one);
                    }
                    out.append(all).append("\\n=\\n");
                }
                case "example" -> {
                    ByteArrayOutputStream printed = new ByteArrayOutputStream();
                    System.setOut(new PrintStream(printed, true));
                    Graph.main(new String[0]);
                    System.setOut(console);
                    out.append(printed.toString().trim()).append("\\n");
                }
                default -> {
                    int w = Integer.parseInt(p[3]);
                    Object value = switch (p[0]) {
                        case "addVertex" -> g.addVertex(p[1]);
                        case "removeVertex" -> g.removeVertex(p[1]);
                        case "addEdge" -> g.addEdge(p[1], p[2], w);
                        case "removeEdge" -> g.removeEdge(p[1], p[2]);
                        case "setWeight" -> g.setWeight(p[1], p[2], w);
                        case "neighbours" -> String.join(",", g.neighbours(p[1]));
                        case "hasEdge" -> g.hasEdge(p[1], p[2]);
                        default -> g.degree(p[1]);
                    };
                    out.append(value).append("\\n");
                }
            }
        }
        console.print(out);
    }
}
`;

function runJava(): LanguageRun {
  const input = [
    ...CASES.flatMap(({ directed, calls }) => [
      `case ${directed ? 'directed' : 'undirected'}`,
      ...calls.map(([name, a, b, w]) => `${name} ${a} ${b} ${w}`),
      'end',
    ]),
    'example',
  ];
  const output = inTempDir((dir) => {
    writeFileSync(join(dir, 'OperationsDriver.java'), JAVA_DRIVER);
    writeFileSync(join(dir, 'Graph.java'), GRAPH_OPERATION_LISTINGS.java.code);
    const compile = spawnSync('javac', ['-d', dir, '-Xlint:all', 'OperationsDriver.java', 'Graph.java'], {
      cwd: dir,
      encoding: 'utf8',
    });
    if (compile.status !== 0 || compile.stderr !== '') throw new Error(`javac failed:\n${compile.stderr}`);
    const run = spawnSync('java', ['-cp', dir, 'OperationsDriver'], {
      input: `${input.join('\n')}\n`,
      encoding: 'utf8',
    });
    if (run.status !== 0 || run.stderr !== '') throw new Error(`java failed:\n${run.stderr}`);
    return run.stdout.trimEnd();
  });
  const blocks = output.split('\n=\n');
  const example = blocks.pop() ?? '';
  return { answers: blocks.map((block) => block.split('\n')), example };
}

describeWithTools('Java graph class', JAVA, () => checkRun('Java', runJava));

// ---- Markers ----

describe('the graph class listings', () => {
  it.each(LANGUAGES.map((l) => l.id))('mark every step line id in %s, and only those', (language) => {
    const marked = Object.keys(GRAPH_OPERATION_LISTINGS[language].lines).sort();
    expect(marked).toEqual([...GRAPH_OPERATION_LINES].sort());
  });
});
