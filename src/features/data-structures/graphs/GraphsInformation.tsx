import { memo } from 'react';
import { SectionCard } from '@/ui/SectionCard';

/** Each representation's cost of every operation; V vertices, E edges, deg(v) the edges at v. */
const COSTS: readonly { operation: string; list: string; matrix: string }[] = [
  { operation: 'Space', list: 'O(V + E)', matrix: 'O(V²)' },
  { operation: 'Add vertex', list: 'O(1)', matrix: 'O(V²) (copy into a bigger matrix)' },
  { operation: 'Remove vertex', list: 'O(V + E)', matrix: 'O(V²)' },
  { operation: 'Add edge', list: 'O(deg(u)) with the duplicate check, else O(1)', matrix: 'O(1)' },
  { operation: 'Remove edge', list: 'O(deg(u))', matrix: 'O(1)' },
  { operation: 'Has edge (u, v)', list: 'O(deg(u))', matrix: 'O(1)' },
  { operation: 'Neighbours of v', list: 'O(deg(v))', matrix: 'O(V)' },
  { operation: 'Degree of v', list: 'O(1) undirected; O(V + E) for in-degree', matrix: 'O(V)' },
  { operation: 'Visit every edge', list: 'O(V + E)', matrix: 'O(V²)' },
];

const bullets = 'list-disc space-y-1.5 pl-5 marker:text-primary';

/** Representations, their costs, kinds of graph and where graphs are used. */
export const GraphsInformation = memo(function GraphsInformation() {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <SectionCard bodyClassName="mt-3 space-y-2" title="Representations" className="md:col-span-2">
        <ul className="grid gap-3 sm:grid-cols-3">
          <li className="rounded-xl border border-border bg-surface-2 p-4">
            <h3 className="font-semibold">Adjacency list</h3>
            <p className="mt-1 text-sm text-muted">
              Each vertex keeps a list of its neighbours (with the edge’s weight). Small for sparse graphs,
              and walking a vertex’s neighbours costs only its degree: what BFS, DFS and Dijkstra need.
            </p>
          </li>
          <li className="rounded-xl border border-border bg-surface-2 p-4">
            <h3 className="font-semibold">Adjacency matrix</h3>
            <p className="mt-1 text-sm text-muted">
              A V × V table: row u, column v holds the weight of u → v. Any edge is found in one look, but it
              takes V² cells however few edges there are. Good for dense graphs and Floyd–Warshall.
            </p>
          </li>
          <li className="rounded-xl border border-border bg-surface-2 p-4">
            <h3 className="font-semibold">Edge list</h3>
            <p className="mt-1 text-sm text-muted">
              Just the edges, one per line, as in the Edge list box. Compact and easy to type or sort by
              weight (Kruskal’s algorithm), slow to ask about one vertex.
            </p>
          </li>
        </ul>
      </SectionCard>
      <SectionCard bodyClassName="mt-3 space-y-2" title="Time and Space Complexity" className="md:col-span-2">
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              Cost of each operation with an adjacency list and with an adjacency matrix
            </caption>
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Operation
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Adjacency list
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Adjacency matrix
                </th>
              </tr>
            </thead>
            <tbody>
              {COSTS.map((row) => (
                <tr key={row.operation} className="border-b border-border last:border-0">
                  <th scope="row" className="py-2 pr-4 font-normal">
                    {row.operation}
                  </th>
                  <td className="py-2 pr-4 font-mono">{row.list}</td>
                  <td className="py-2 font-mono">{row.matrix}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="text-sm text-muted">
          V is the number of vertices, E the number of edges and deg(v) the number of edges at v. An
          undirected edge is stored twice in the lists (once at each end) and fills two mirrored cells of the
          matrix.
        </p>
      </SectionCard>
      <SectionCard bodyClassName="mt-3 space-y-2" title="Kinds of graph">
        <ul className={bullets}>
          <li>Directed (edges have a direction, A→B) or undirected (A–B works both ways).</li>
          <li>Weighted (each edge has a cost) or unweighted (every edge counts as 1).</li>
          <li>Sparse (E close to V) or dense (E close to V²): pick lists for sparse, a matrix for dense.</li>
          <li>A tree is a connected graph with no cycles; a DAG is a directed graph with no cycles.</li>
        </ul>
      </SectionCard>
      <SectionCard bodyClassName="mt-3 space-y-2" title="Common Use Cases">
        <ul className={bullets}>
          <li>Road and flight maps: shortest routes (Dijkstra).</li>
          <li>Social networks: friends of friends (BFS).</li>
          <li>Task dependencies and build systems (DAGs, topological order).</li>
          <li>Network design: the cheapest way to connect everything (minimum spanning trees).</li>
        </ul>
      </SectionCard>
    </div>
  );
});
