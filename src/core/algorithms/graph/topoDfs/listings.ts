import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const topoDfsCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
// vertices in label order; graph: each vertex's successors, in label order
function topoDfs(vertices, graph) {
  const state = new Map();  // 'open' while on the call stack, then 'done'
  const order = [];
  function visit(u) {
    state.set(u, 'open');  «visit»
    for (const v of graph[u]) {
      if (state.get(v) === 'done') continue;  «examine»
      if (state.get(v) === 'open') throw new Error('the graph has a cycle');
      visit(v);
    }
    state.set(u, 'done');
    order.unshift(u);  «finish»
  }
  for (const u of vertices) if (!state.has(u)) visit(u);
  return order;  «done»
}

const graph = { A: ['B', 'C'], B: ['D'], C: ['D'], D: ['E'], E: [] };
console.log(topoDfs(['A', 'B', 'C', 'D', 'E'], graph));
`,
  ),
  python: listing(
    'python',
    `
# vertices in label order; graph: each vertex's successors, in label order
def topo_dfs(vertices, graph):
    state = {}  # "open" while on the call stack, then "done"
    order = []

    def visit(u):
        state[u] = "open"  «visit»
        for v in graph[u]:
            if state.get(v) == "done":  «examine»
                continue
            if state.get(v) == "open":
                raise ValueError("the graph has a cycle")
            visit(v)
        state[u] = "done"
        order.insert(0, u)  «finish»

    for u in vertices:
        if u not in state:
            visit(u)
    return order  «done»


if __name__ == "__main__":
    graph = {"A": ["B", "C"], "B": ["D"], "C": ["D"], "D": ["E"], "E": []}
    print(topo_dfs(["A", "B", "C", "D", "E"], graph))
`,
  ),
  java: listing(
    'java',
    `
import java.util.*;

public class TopoDfs {
    // vertices in label order; graph: each vertex's successors, in label order
    public static List<String> topoDfs(List<String> vertices, Map<String, List<String>> graph) {
        Map<String, String> state = new HashMap<>(); // "open" while on the call stack, then "done"
        LinkedList<String> order = new LinkedList<>();
        for (String u : vertices) if (!state.containsKey(u)) visit(u, graph, state, order);
        return order;  «done»
    }

    static void visit(String u, Map<String, List<String>> graph, Map<String, String> state, LinkedList<String> order) {
        state.put(u, "open");  «visit»
        for (String v : graph.get(u)) {
            if ("done".equals(state.get(v))) continue;  «examine»
            if ("open".equals(state.get(v))) throw new IllegalArgumentException("the graph has a cycle");
            visit(v, graph, state, order);
        }
        state.put(u, "done");
        order.addFirst(u);  «finish»
    }

    public static void main(String[] args) {
        Map<String, List<String>> graph = new LinkedHashMap<>();
        graph.put("A", List.of("B", "C"));
        graph.put("B", List.of("D"));
        graph.put("C", List.of("D"));
        graph.put("D", List.of("E"));
        graph.put("E", List.of());
        System.out.println(topoDfs(List.of("A", "B", "C", "D", "E"), graph));
    }
}
`,
  ),
};
