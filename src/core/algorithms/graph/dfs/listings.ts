import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const dfsCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
// graph: each vertex's neighbours, in label order
function dfs(graph, source) {
  const visited = new Set();
  const order = [];
  const parent = { [source]: null };
  function visit(u) {
    visited.add(u);  «visit»
    order.push(u);
    for (const v of graph[u]) {
      if (visited.has(v)) continue;  «examine»
      parent[v] = u;
      visit(v);
    }
  }  «backtrack»
  visit(source);
  return { order, parent };  «done»
}

const graph = { A: ['B', 'C'], B: ['A', 'D'], C: ['A', 'D'], D: ['B', 'C', 'E'], E: ['D'] };
console.log(dfs(graph, 'A').order);
`,
  ),
  python: listing(
    'python',
    `
# graph: each vertex's neighbours, in label order
def dfs(graph, source):
    visited = set()
    order = []
    parent = {source: None}

    def visit(u):
        visited.add(u)  «visit»
        order.append(u)
        for v in graph[u]:
            if v in visited:  «examine»
                continue
            parent[v] = u
            visit(v)
        # every neighbour is done: return to the caller  «backtrack»

    visit(source)
    return order, parent  «done»


if __name__ == "__main__":
    graph = {"A": ["B", "C"], "B": ["A", "D"], "C": ["A", "D"], "D": ["B", "C", "E"], "E": ["D"]}
    print(dfs(graph, "A")[0])
`,
  ),
  java: listing(
    'java',
    `
import java.util.*;

public class Dfs {
    public record Result(List<String> order, Map<String, String> parent) {}

    // graph: each vertex's neighbours, in label order
    public static Result dfs(Map<String, List<String>> graph, String source) {
        Set<String> visited = new HashSet<>();
        List<String> order = new ArrayList<>();
        Map<String, String> parent = new HashMap<>();
        parent.put(source, null);
        visit(graph, source, visited, order, parent);
        return new Result(order, parent);  «done»
    }

    static void visit(Map<String, List<String>> graph, String u, Set<String> visited,
            List<String> order, Map<String, String> parent) {
        visited.add(u);  «visit»
        order.add(u);
        for (String v : graph.get(u)) {
            if (visited.contains(v)) continue;  «examine»
            parent.put(v, u);
            visit(graph, v, visited, order, parent);
        }
    }  «backtrack»

    public static void main(String[] args) {
        Map<String, List<String>> graph = new LinkedHashMap<>();
        graph.put("A", List.of("B", "C"));
        graph.put("B", List.of("A", "D"));
        graph.put("C", List.of("A", "D"));
        graph.put("D", List.of("B", "C", "E"));
        graph.put("E", List.of("D"));
        System.out.println(dfs(graph, "A").order());
    }
}
`,
  ),
};
