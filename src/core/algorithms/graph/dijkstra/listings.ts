import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';
import { JAVASCRIPT_MIN_HEAP } from '../heapListing';

export const dijkstraCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
// graph: each vertex's [neighbour, weight] pairs, in label order
function dijkstra(graph, source) {
  const dist = {};
  const parent = {};
  for (const v in graph) dist[v] = Infinity;
  dist[source] = 0;  «start»
  parent[source] = null;
  const heap = new MinHeap();
  heap.push([0, source]);
  const settled = new Set();
  while (heap.size > 0) {
    const [d, u] = heap.pop();
    if (settled.has(u)) continue;  «stale»
    settled.add(u);  «pop»
    for (const [v, w] of graph[u]) {
      if (d + w >= dist[v]) continue;  «examine»
      dist[v] = d + w;  «relax»
      parent[v] = u;
      heap.push([dist[v], v]);
    }
  }
  return { dist, parent };  «done»
}
${JAVASCRIPT_MIN_HEAP}
const graph = { A: [['B', 4], ['C', 1]], B: [['A', 4], ['C', 2], ['D', 5]], C: [['A', 1], ['B', 2], ['D', 8]], D: [['B', 5], ['C', 8]] };
console.log(dijkstra(graph, 'A').dist);
`,
  ),
  python: listing(
    'python',
    `
import heapq
import math


# graph: each vertex's (neighbour, weight) pairs, in label order
def dijkstra(graph, source):
    dist = {v: math.inf for v in graph}
    parent = {}
    dist[source] = 0  «start»
    parent[source] = None
    # entries (dist, len(label), label): equal dists go to the shorter label,
    # then the alphabetically earlier one
    heap = [(0, len(source), source)]
    settled = set()
    while heap:
        d, _, u = heapq.heappop(heap)
        if u in settled:  «stale»
            continue
        settled.add(u)  «pop»
        for v, w in graph[u]:
            if d + w >= dist[v]:  «examine»
                continue
            dist[v] = d + w  «relax»
            parent[v] = u
            heapq.heappush(heap, (dist[v], len(v), v))
    return dist, parent  «done»


if __name__ == "__main__":
    graph = {
        "A": [("B", 4), ("C", 1)],
        "B": [("A", 4), ("C", 2), ("D", 5)],
        "C": [("A", 1), ("B", 2), ("D", 8)],
        "D": [("B", 5), ("C", 8)],
    }
    print(dijkstra(graph, "A")[0])
`,
  ),
  java: listing(
    'java',
    `
import java.util.*;

public class Dijkstra {
    public record Edge(String to, int weight) {}

    public record Result(Map<String, Integer> dist, Map<String, String> parent) {}

    record Entry(int dist, String vertex) {}

    // graph: each vertex's edges, in label order; dist has the vertices reached
    public static Result dijkstra(Map<String, List<Edge>> graph, String source) {
        Map<String, Integer> dist = new HashMap<>();
        Map<String, String> parent = new HashMap<>();
        dist.put(source, 0);  «start»
        parent.put(source, null);
        // equal dists go to the shorter label, then the alphabetically earlier one
        PriorityQueue<Entry> heap = new PriorityQueue<>(Comparator.comparingInt(Entry::dist)
                .thenComparingInt((Entry e) -> e.vertex().length()).thenComparing(Entry::vertex));
        heap.add(new Entry(0, source));
        Set<String> settled = new HashSet<>();
        while (!heap.isEmpty()) {
            Entry top = heap.poll();
            String u = top.vertex();
            if (settled.contains(u)) continue;  «stale»
            settled.add(u);  «pop»
            for (Edge e : graph.get(u)) {
                int d = top.dist() + e.weight();
                if (dist.containsKey(e.to()) && d >= dist.get(e.to())) continue;  «examine»
                dist.put(e.to(), d);  «relax»
                parent.put(e.to(), u);
                heap.add(new Entry(d, e.to()));
            }
        }
        return new Result(dist, parent);  «done»
    }

    public static void main(String[] args) {
        Map<String, List<Edge>> graph = new LinkedHashMap<>();
        graph.put("A", List.of(new Edge("B", 4), new Edge("C", 1)));
        graph.put("B", List.of(new Edge("A", 4), new Edge("C", 2), new Edge("D", 5)));
        graph.put("C", List.of(new Edge("A", 1), new Edge("B", 2), new Edge("D", 8)));
        graph.put("D", List.of(new Edge("B", 5), new Edge("C", 8)));
        System.out.println(new TreeMap<>(dijkstra(graph, "A").dist()));
    }
}
`,
  ),
};
