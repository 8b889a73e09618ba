import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const kruskalCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
// edges: [u, v, weight] triples, equal weights in label order
function kruskal(vertices, edges) {
  const parent = {};
  const rank = {};
  for (const v of vertices) {
    parent[v] = v;
    rank[v] = 0;
  }
  const find = (x) => {
    if (parent[x] !== x) parent[x] = find(parent[x]);
    return parent[x];
  };
  const union = (a, b) => {
    if (rank[a] < rank[b]) [a, b] = [b, a];
    parent[b] = a;
    if (rank[a] === rank[b]) rank[a]++;
  };
  const sorted = edges.slice().sort((x, y) => x[2] - y[2]);  «sort»
  const tree = [];
  let total = 0;
  for (const [u, v, w] of sorted) {  «take»
    if (tree.length === vertices.length - 1) break;
    const ru = find(u);  «find-u»
    const rv = find(v);  «find-v»
    if (ru === rv) continue;  «reject»
    union(ru, rv);  «union»
    tree.push([u, v, w]);
    total += w;
  }
  return { tree, total };  «done»
}

const edges = [['A', 'B', 4], ['A', 'C', 1], ['B', 'C', 2], ['B', 'D', 5], ['C', 'D', 8]];
console.log(kruskal(['A', 'B', 'C', 'D'], edges).total);
`,
  ),
  python: listing(
    'python',
    `
# edges: (u, v, weight) triples, equal weights in label order
def kruskal(vertices, edges):
    parent = {v: v for v in vertices}
    rank = {v: 0 for v in vertices}

    def find(x):
        if parent[x] != x:
            parent[x] = find(parent[x])
        return parent[x]

    def union(a, b):
        if rank[a] < rank[b]:
            a, b = b, a
        parent[b] = a
        if rank[a] == rank[b]:
            rank[a] += 1

    ordered = sorted(edges, key=lambda edge: edge[2])  «sort»
    tree = []
    total = 0
    for u, v, w in ordered:  «take»
        if len(tree) == len(vertices) - 1:
            break
        ru = find(u)  «find-u»
        rv = find(v)  «find-v»
        if ru == rv:  «reject»
            continue
        union(ru, rv)  «union»
        tree.append((u, v, w))
        total += w
    return tree, total  «done»


if __name__ == "__main__":
    edges = [("A", "B", 4), ("A", "C", 1), ("B", "C", 2), ("B", "D", 5), ("C", "D", 8)]
    print(kruskal(["A", "B", "C", "D"], edges)[1])
`,
  ),
  java: listing(
    'java',
    `
import java.util.*;

public class Kruskal {
    public record Edge(String u, String v, int weight) {}

    public record Result(List<Edge> tree, int total) {}

    // edges: equal weights in label order
    public static Result kruskal(List<String> vertices, List<Edge> edges) {
        Map<String, String> parent = new HashMap<>();
        Map<String, Integer> rank = new HashMap<>();
        for (String v : vertices) {
            parent.put(v, v);
            rank.put(v, 0);
        }
        List<Edge> sorted = new ArrayList<>(edges);
        sorted.sort(Comparator.comparingInt(Edge::weight));  «sort»
        List<Edge> tree = new ArrayList<>();
        int total = 0;
        for (Edge e : sorted) {  «take»
            if (tree.size() == vertices.size() - 1) break;
            String ru = find(parent, e.u());  «find-u»
            String rv = find(parent, e.v());  «find-v»
            if (ru.equals(rv)) continue;  «reject»
            union(parent, rank, ru, rv);  «union»
            tree.add(e);
            total += e.weight();
        }
        return new Result(tree, total);  «done»
    }

    static String find(Map<String, String> parent, String x) {
        if (!parent.get(x).equals(x)) parent.put(x, find(parent, parent.get(x)));
        return parent.get(x);
    }

    static void union(Map<String, String> parent, Map<String, Integer> rank, String a, String b) {
        if (rank.get(a) < rank.get(b)) {
            String t = a;
            a = b;
            b = t;
        }
        parent.put(b, a);
        if (rank.get(a).equals(rank.get(b))) rank.put(a, rank.get(a) + 1);
    }

    public static void main(String[] args) {
        List<Edge> edges = List.of(new Edge("A", "B", 4), new Edge("A", "C", 1), new Edge("B", "C", 2),
                new Edge("B", "D", 5), new Edge("C", "D", 8));
        System.out.println(kruskal(List.of("A", "B", "C", "D"), edges).total());
    }
}
`,
  ),
};
