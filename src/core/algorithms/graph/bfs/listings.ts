import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const bfsCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
// graph: each vertex's neighbours, in label order
function bfs(graph, source) {
  const dist = {};
  const parent = {};
  for (const v in graph) dist[v] = Infinity;
  dist[source] = 0;  «start»
  parent[source] = null;
  const queue = [source];
  const order = [];
  while (queue.length > 0) {
    const u = queue.shift();  «dequeue»
    order.push(u);
    for (const v of graph[u]) {
      if (dist[v] !== Infinity) continue;  «examine»
      dist[v] = dist[u] + 1;  «discover»
      parent[v] = u;
      queue.push(v);
    }
  }
  return { order, dist, parent };  «done»
}

const graph = { A: ['B', 'C'], B: ['A', 'D'], C: ['A', 'D'], D: ['B', 'C', 'E'], E: ['D'] };
console.log(bfs(graph, 'A').order);
`,
  ),
  python: listing(
    'python',
    `
import math
from collections import deque


# graph: each vertex's neighbours, in label order
def bfs(graph, source):
    dist = {v: math.inf for v in graph}
    parent = {}
    dist[source] = 0  «start»
    parent[source] = None
    queue = deque([source])
    order = []
    while queue:
        u = queue.popleft()  «dequeue»
        order.append(u)
        for v in graph[u]:
            if dist[v] != math.inf:  «examine»
                continue
            dist[v] = dist[u] + 1  «discover»
            parent[v] = u
            queue.append(v)
    return order, dist, parent  «done»


if __name__ == "__main__":
    graph = {"A": ["B", "C"], "B": ["A", "D"], "C": ["A", "D"], "D": ["B", "C", "E"], "E": ["D"]}
    print(bfs(graph, "A")[0])
`,
  ),
  java: listing(
    'java',
    `
import java.util.*;

public class Bfs {
    public record Result(List<String> order, Map<String, Integer> dist, Map<String, String> parent) {}

    // graph: each vertex's neighbours, in label order; dist has the vertices reached
    public static Result bfs(Map<String, List<String>> graph, String source) {
        Map<String, Integer> dist = new HashMap<>();
        Map<String, String> parent = new HashMap<>();
        dist.put(source, 0);  «start»
        parent.put(source, null);
        Deque<String> queue = new ArrayDeque<>(List.of(source));
        List<String> order = new ArrayList<>();
        while (!queue.isEmpty()) {
            String u = queue.poll();  «dequeue»
            order.add(u);
            for (String v : graph.get(u)) {
                if (dist.containsKey(v)) continue;  «examine»
                dist.put(v, dist.get(u) + 1);  «discover»
                parent.put(v, u);
                queue.add(v);
            }
        }
        return new Result(order, dist, parent);  «done»
    }

    public static void main(String[] args) {
        Map<String, List<String>> graph = new LinkedHashMap<>();
        graph.put("A", List.of("B", "C"));
        graph.put("B", List.of("A", "D"));
        graph.put("C", List.of("A", "D"));
        graph.put("D", List.of("B", "C", "E"));
        graph.put("E", List.of("D"));
        System.out.println(bfs(graph, "A").order());
    }
}
`,
  ),
};
