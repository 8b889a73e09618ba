import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const topoKahnCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
// vertices in label order; graph: each vertex's successors, in label order
function topoKahn(vertices, graph) {
  const inDegree = new Map(vertices.map((v) => [v, 0]));
  for (const u of vertices) for (const v of graph[u]) inDegree.set(v, inDegree.get(v) + 1);
  const queue = vertices.filter((v) => inDegree.get(v) === 0);  «start»
  const order = [];
  while (queue.length > 0) {
    const u = queue.shift();  «dequeue»
    order.push(u);
    for (const v of graph[u]) {
      inDegree.set(v, inDegree.get(v) - 1);  «decrement»
      if (inDegree.get(v) === 0) queue.push(v);  «enqueue»
    }
  }
  if (order.length < vertices.length) throw new Error('the graph has a cycle');
  return order;  «done»
}

const graph = { A: ['B', 'C'], B: ['D'], C: ['D'], D: ['E'], E: [] };
console.log(topoKahn(['A', 'B', 'C', 'D', 'E'], graph));
`,
  ),
  python: listing(
    'python',
    `
from collections import deque


# vertices in label order; graph: each vertex's successors, in label order
def topo_kahn(vertices, graph):
    in_degree = {v: 0 for v in vertices}
    for u in vertices:
        for v in graph[u]:
            in_degree[v] += 1
    queue = deque(v for v in vertices if in_degree[v] == 0)  «start»
    order = []
    while queue:
        u = queue.popleft()  «dequeue»
        order.append(u)
        for v in graph[u]:
            in_degree[v] -= 1  «decrement»
            if in_degree[v] == 0:  «enqueue»
                queue.append(v)
    if len(order) < len(vertices):
        raise ValueError("the graph has a cycle")
    return order  «done»


if __name__ == "__main__":
    graph = {"A": ["B", "C"], "B": ["D"], "C": ["D"], "D": ["E"], "E": []}
    print(topo_kahn(["A", "B", "C", "D", "E"], graph))
`,
  ),
  java: listing(
    'java',
    `
import java.util.*;

public class TopoKahn {
    // vertices in label order; graph: each vertex's successors, in label order
    public static List<String> topoKahn(List<String> vertices, Map<String, List<String>> graph) {
        Map<String, Integer> inDegree = new HashMap<>();
        for (String v : vertices) inDegree.put(v, 0);
        for (String u : vertices) for (String v : graph.get(u)) inDegree.merge(v, 1, Integer::sum);
        Deque<String> queue = new ArrayDeque<>();
        for (String v : vertices) if (inDegree.get(v) == 0) queue.add(v);  «start»
        List<String> order = new ArrayList<>();
        while (!queue.isEmpty()) {
            String u = queue.poll();  «dequeue»
            order.add(u);
            for (String v : graph.get(u)) {
                inDegree.merge(v, -1, Integer::sum);  «decrement»
                if (inDegree.get(v) == 0) queue.add(v);  «enqueue»
            }
        }
        if (order.size() < vertices.size()) throw new IllegalArgumentException("the graph has a cycle");
        return order;  «done»
    }

    public static void main(String[] args) {
        Map<String, List<String>> graph = new LinkedHashMap<>();
        graph.put("A", List.of("B", "C"));
        graph.put("B", List.of("D"));
        graph.put("C", List.of("D"));
        graph.put("D", List.of("E"));
        graph.put("E", List.of());
        System.out.println(topoKahn(List.of("A", "B", "C", "D", "E"), graph));
    }
}
`,
  ),
};
