import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';
import { JAVASCRIPT_MIN_HEAP } from '../heapListing';

export const primCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
// graph: each vertex's [neighbour, weight] pairs, in label order;
// roots: the start vertex, then every other vertex in label order
function prim(graph, roots) {
  const key = {};
  const parent = {};
  for (const v in graph) key[v] = Infinity;
  const inTree = new Set();
  let total = 0;
  for (const root of roots) {
    if (inTree.has(root)) continue;
    key[root] = 0;  «start»
    parent[root] = null;
    const heap = new MinHeap();
    heap.push([0, root]);
    while (heap.size > 0) {
      const [k, u] = heap.pop();
      if (inTree.has(u)) continue;  «stale»
      inTree.add(u);  «add»
      total += k;
      for (const [v, w] of graph[u]) {
        if (inTree.has(v) || w >= key[v]) continue;  «examine»
        key[v] = w;  «improve»
        parent[v] = u;
        heap.push([w, v]);
      }
    }
  }
  return { parent, total };  «done»
}
${JAVASCRIPT_MIN_HEAP}
const graph = { A: [['B', 4], ['C', 1]], B: [['A', 4], ['C', 2], ['D', 5]], C: [['A', 1], ['B', 2], ['D', 8]], D: [['B', 5], ['C', 8]] };
console.log(prim(graph, ['A', 'B', 'C', 'D']).total);
`,
  ),
  python: listing(
    'python',
    `
import heapq
import math


# graph: each vertex's (neighbour, weight) pairs, in label order;
# roots: the start vertex, then every other vertex in label order
def prim(graph, roots):
    key = {v: math.inf for v in graph}
    parent = {}
    in_tree = set()
    total = 0
    for root in roots:
        if root in in_tree:
            continue
        key[root] = 0  «start»
        parent[root] = None
        # entries (key, len(label), label): equal keys go to the shorter label,
        # then the alphabetically earlier one
        heap = [(0, len(root), root)]
        while heap:
            k, _, u = heapq.heappop(heap)
            if u in in_tree:  «stale»
                continue
            in_tree.add(u)  «add»
            total += k
            for v, w in graph[u]:
                if v in in_tree or w >= key[v]:  «examine»
                    continue
                key[v] = w  «improve»
                parent[v] = u
                heapq.heappush(heap, (w, len(v), v))
    return parent, total  «done»


if __name__ == "__main__":
    graph = {
        "A": [("B", 4), ("C", 1)],
        "B": [("A", 4), ("C", 2), ("D", 5)],
        "C": [("A", 1), ("B", 2), ("D", 8)],
        "D": [("B", 5), ("C", 8)],
    }
    print(prim(graph, ["A", "B", "C", "D"])[1])
`,
  ),
  java: listing(
    'java',
    `
import java.util.*;

public class Prim {
    public record Edge(String to, int weight) {}

    public record Result(Map<String, String> parent, int total) {}

    record Entry(int key, String vertex) {}

    // graph: each vertex's edges, in label order;
    // roots: the start vertex, then every other vertex in label order
    public static Result prim(Map<String, List<Edge>> graph, List<String> roots) {
        Map<String, Integer> key = new HashMap<>();
        Map<String, String> parent = new HashMap<>();
        Set<String> inTree = new HashSet<>();
        int total = 0;
        for (String root : roots) {
            if (inTree.contains(root)) continue;
            key.put(root, 0);  «start»
            parent.put(root, null);
            // equal keys go to the shorter label, then the alphabetically earlier one
            PriorityQueue<Entry> heap = new PriorityQueue<>(Comparator.comparingInt(Entry::key)
                    .thenComparingInt((Entry e) -> e.vertex().length()).thenComparing(Entry::vertex));
            heap.add(new Entry(0, root));
            while (!heap.isEmpty()) {
                Entry top = heap.poll();
                String u = top.vertex();
                if (inTree.contains(u)) continue;  «stale»
                inTree.add(u);  «add»
                total += top.key();
                for (Edge e : graph.get(u)) {
                    String v = e.to();
                    if (inTree.contains(v) || (key.containsKey(v) && e.weight() >= key.get(v))) continue;  «examine»
                    key.put(v, e.weight());  «improve»
                    parent.put(v, u);
                    heap.add(new Entry(e.weight(), v));
                }
            }
        }
        return new Result(parent, total);  «done»
    }

    public static void main(String[] args) {
        Map<String, List<Edge>> graph = new LinkedHashMap<>();
        graph.put("A", List.of(new Edge("B", 4), new Edge("C", 1)));
        graph.put("B", List.of(new Edge("A", 4), new Edge("C", 2), new Edge("D", 5)));
        graph.put("C", List.of(new Edge("A", 1), new Edge("B", 2), new Edge("D", 8)));
        graph.put("D", List.of(new Edge("B", 5), new Edge("C", 8)));
        System.out.println(prim(graph, List.of("A", "B", "C", "D")).total());
    }
}
`,
  ),
};
