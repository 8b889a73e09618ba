import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const bellmanFordCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
// edges: [from, to, weight] in the edge list's order (an undirected edge both ways)
function bellmanFord(vertices, edges, source) {
  const dist = new Map(vertices.map((v) => [v, Infinity]));
  const parent = new Map();
  dist.set(source, 0);  «start»
  parent.set(source, null);
  for (let round = 1, changed = true; round < vertices.length && changed; round++) {
    changed = false;  «round»
    for (const [u, v, w] of edges) {
      if (dist.get(u) + w >= dist.get(v)) continue;  «examine»
      dist.set(v, dist.get(u) + w);  «relax»
      parent.set(v, u);
      changed = true;
    }
  }
  for (const [u, v, w] of edges) {  «check»
    if (dist.get(u) + w >= dist.get(v)) continue;
    parent.set(v, u);  «cycle»
    return { cycle: negativeCycle(parent, v, vertices.length) };
  }
  return { dist, parent };  «done»
}

// Walking parents back V times lands on the cycle; it starts at its first label
// (the shorter label, then character order)
function negativeCycle(parent, v, n) {
  let x = v;
  for (let i = 0; i < n; i++) x = parent.get(x);
  const cycle = [x];
  for (let y = parent.get(x); y !== x; y = parent.get(y)) cycle.unshift(y);
  const byLabel = (a, b) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
  const start = cycle.indexOf([...cycle].sort(byLabel)[0]);
  return [...cycle.slice(start), ...cycle.slice(0, start)];
}

const edges = [['A', 'B', 4], ['A', 'C', 5], ['C', 'B', -3], ['B', 'D', 2]];
console.log(Object.fromEntries(bellmanFord(['A', 'B', 'C', 'D'], edges, 'A').dist));
`,
  ),
  python: listing(
    'python',
    `
import math


# edges: (from, to, weight) in the edge list's order (an undirected edge both ways)
def bellman_ford(vertices, edges, source):
    dist = {v: math.inf for v in vertices}
    parent = {}
    dist[source] = 0  «start»
    parent[source] = None
    changed = True
    for _ in range(1, len(vertices)):
        if not changed:
            break
        changed = False  «round»
        for u, v, w in edges:
            if dist[u] + w >= dist[v]:  «examine»
                continue
            dist[v] = dist[u] + w  «relax»
            parent[v] = u
            changed = True
    for u, v, w in edges:  «check»
        if dist[u] + w >= dist[v]:
            continue
        parent[v] = u  «cycle»
        return None, negative_cycle(parent, v, len(vertices))
    return dist, parent  «done»


# Walking parents back V times lands on the cycle; it starts at its first label
# (the shorter label, then character order)
def negative_cycle(parent, v, n):
    x = v
    for _ in range(n):
        x = parent[x]
    cycle = [x]
    y = parent[x]
    while y != x:
        cycle.insert(0, y)
        y = parent[y]
    start = cycle.index(min(cycle, key=lambda label: (len(label), label)))
    return cycle[start:] + cycle[:start]


if __name__ == "__main__":
    edges = [("A", "B", 4), ("A", "C", 5), ("C", "B", -3), ("B", "D", 2)]
    print(bellman_ford(["A", "B", "C", "D"], edges, "A")[0])
`,
  ),
  java: listing(
    'java',
    `
import java.util.*;

public class BellmanFord {
    public record Edge(String from, String to, int weight) {}

    // dist has the vertices reached; cycle is null, or the negative cycle found
    public record Result(Map<String, Long> dist, Map<String, String> parent, List<String> cycle) {}

    // edges in the edge list's order (an undirected edge both ways)
    public static Result bellmanFord(List<String> vertices, List<Edge> edges, String source) {
        Map<String, Long> dist = new HashMap<>();
        Map<String, String> parent = new HashMap<>();
        dist.put(source, 0L);  «start»
        parent.put(source, null);
        boolean changed = true;
        for (int round = 1; round < vertices.size() && changed; round++) {
            changed = false;  «round»
            for (Edge e : edges) {
                if (!dist.containsKey(e.from())) continue;
                long d = dist.get(e.from()) + e.weight();
                if (dist.containsKey(e.to()) && d >= dist.get(e.to())) continue;  «examine»
                dist.put(e.to(), d);  «relax»
                parent.put(e.to(), e.from());
                changed = true;
            }
        }
        for (Edge e : edges) {  «check»
            if (!dist.containsKey(e.from())) continue;
            long d = dist.get(e.from()) + e.weight();
            if (dist.containsKey(e.to()) && d >= dist.get(e.to())) continue;
            parent.put(e.to(), e.from());  «cycle»
            return new Result(dist, parent, negativeCycle(parent, e.to(), vertices.size()));
        }
        return new Result(dist, parent, null);  «done»
    }

    // Walking parents back V times lands on the cycle; it starts at its first label
    // (the shorter label, then character order)
    static List<String> negativeCycle(Map<String, String> parent, String v, int n) {
        String x = v;
        for (int i = 0; i < n; i++) x = parent.get(x);
        LinkedList<String> cycle = new LinkedList<>(List.of(x));
        for (String y = parent.get(x); !y.equals(x); y = parent.get(y)) cycle.addFirst(y);
        String first = Collections.min(cycle, Comparator.comparingInt(String::length)
                .thenComparing(Comparator.naturalOrder()));
        Collections.rotate(cycle, -cycle.indexOf(first));
        return cycle;
    }

    public static void main(String[] args) {
        List<Edge> edges = List.of(new Edge("A", "B", 4), new Edge("A", "C", 5),
                new Edge("C", "B", -3), new Edge("B", "D", 2));
        System.out.println(new TreeMap<>(bellmanFord(List.of("A", "B", "C", "D"), edges, "A").dist()));
    }
}
`,
  ),
};
