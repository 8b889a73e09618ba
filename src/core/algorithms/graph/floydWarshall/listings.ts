import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const floydWarshallCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
// edges: [from, to, weight] (an undirected edge both ways)
function floydWarshall(vertices, edges) {
  const n = vertices.length;
  const index = new Map(vertices.map((v, i) => [v, i]));
  const dist = vertices.map((_, i) => vertices.map((_, j) => (i === j ? 0 : Infinity)));  «start»
  for (const [u, v, w] of edges) {
    const i = index.get(u);
    const j = index.get(v);
    dist[i][j] = Math.min(dist[i][j], w);
  }
  for (let k = 0; k < n; k++) {  «through»
    for (let i = 0; i < n; i++) {
      for (let j = 0; j < n; j++) {
        if (dist[i][k] + dist[k][j] >= dist[i][j]) continue;  «check»
        dist[i][j] = dist[i][k] + dist[k][j];  «improve»
      }
    }
  }
  // A vertex with dist[v][v] < 0 lies on a negative cycle
  const negative = vertices.filter((_, v) => dist[v][v] < 0);  «diagonal»
  return { dist, negative };  «done»
}

const edges = [['A', 'B', 4], ['A', 'C', 5], ['C', 'B', -3], ['B', 'A', 2]];
for (const row of floydWarshall(['A', 'B', 'C'], edges).dist) console.log(row.join(' '));
`,
  ),
  python: listing(
    'python',
    `
import math


# edges: (from, to, weight) (an undirected edge both ways)
def floyd_warshall(vertices, edges):
    n = len(vertices)
    index = {v: i for i, v in enumerate(vertices)}
    dist = [[0 if i == j else math.inf for j in range(n)] for i in range(n)]  «start»
    for u, v, w in edges:
        i, j = index[u], index[v]
        dist[i][j] = min(dist[i][j], w)
    for k in range(n):  «through»
        for i in range(n):
            for j in range(n):
                if dist[i][k] + dist[k][j] >= dist[i][j]:  «check»
                    continue
                dist[i][j] = dist[i][k] + dist[k][j]  «improve»
    # A vertex with dist[v][v] < 0 lies on a negative cycle
    negative = [v for i, v in enumerate(vertices) if dist[i][i] < 0]  «diagonal»
    return dist, negative  «done»


if __name__ == "__main__":
    edges = [("A", "B", 4), ("A", "C", 5), ("C", "B", -3), ("B", "A", 2)]
    for row in floyd_warshall(["A", "B", "C"], edges)[0]:
        print(*row)
`,
  ),
  java: listing(
    'java',
    `
import java.util.*;

public class FloydWarshall {
    public record Edge(String from, String to, int weight) {}

    // dist[i][j] is null where there is no path; negative lists the vertices on a negative cycle
    public record Result(Long[][] dist, List<String> negative) {}

    // edges with an undirected edge both ways
    public static Result floydWarshall(List<String> vertices, List<Edge> edges) {
        int n = vertices.size();
        Long[][] dist = new Long[n][n];
        for (int i = 0; i < n; i++) dist[i][i] = 0L;  «start»
        for (Edge e : edges) {
            int i = vertices.indexOf(e.from());
            int j = vertices.indexOf(e.to());
            if (dist[i][j] == null || e.weight() < dist[i][j]) dist[i][j] = (long) e.weight();
        }
        for (int k = 0; k < n; k++) {  «through»
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < n; j++) {
                    if (dist[i][k] == null || dist[k][j] == null) continue;
                    long through = dist[i][k] + dist[k][j];
                    if (dist[i][j] != null && through >= dist[i][j]) continue;  «check»
                    dist[i][j] = through;  «improve»
                }
            }
        }
        // A vertex with dist[v][v] < 0 lies on a negative cycle
        List<String> negative = new ArrayList<>();
        for (int v = 0; v < n; v++) if (dist[v][v] < 0) negative.add(vertices.get(v));  «diagonal»
        return new Result(dist, negative);  «done»
    }

    public static void main(String[] args) {
        List<Edge> edges = List.of(new Edge("A", "B", 4), new Edge("A", "C", 5),
                new Edge("C", "B", -3), new Edge("B", "A", 2));
        for (Long[] row : floydWarshall(List.of("A", "B", "C"), edges).dist()) {
            StringJoiner line = new StringJoiner(" ");
            for (Long d : row) line.add(String.valueOf(d));
            System.out.println(line);
        }
    }
}
`,
  ),
};
