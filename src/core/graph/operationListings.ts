/**
 * The Graphs page's listings: one adjacency-list graph class in JavaScript, Python and Java whose
 * methods are the page's operations, marked with the line ids the steps of operations.ts carry. Kept
 * apart from operations.ts so the page loads them only with its Code tab.
 */
import { listing, type CodeListings } from '@/core/listing';

export const GRAPH_OPERATION_LISTINGS: CodeListings = {
  javascript: listing(
    'javascript',
    `
// A graph as adjacency lists: each vertex maps to its [neighbour, weight] entries,
// kept in the order the edges were added.
class Graph {
  constructor(directed = false) {
    this.directed = directed;
    this.adj = new Map();
  }

  addVertex(v) {
    if (this.adj.has(v)) return false;  «add-vertex-check»
    this.adj.set(v, []);  «add-vertex-create»
    return true;
  }

  removeVertex(v) {
    if (!this.adj.has(v)) return false;  «remove-vertex-check»
    for (const list of this.adj.values()) {
      const i = indexOf(list, v);
      if (i !== -1) list.splice(i, 1);  «remove-vertex-unlink»
    }
    this.adj.delete(v);  «remove-vertex-delete»
    return true;
  }

  addEdge(u, v, w = 1) {
    if (u === v || !this.adj.has(u) || !this.adj.has(v)) return false;  «add-edge-check»
    if (this.hasEdge(u, v)) return false;
    this.adj.get(u).push([v, w]);  «add-edge-append»
    if (!this.directed) this.adj.get(v).push([u, w]);  «add-edge-append-back»
    return true;
  }

  removeEdge(u, v) {
    const i = this.adj.has(u) ? indexOf(this.adj.get(u), v) : -1;
    if (i === -1) return false;
    this.adj.get(u).splice(i, 1);  «remove-edge-remove»
    if (!this.directed) this.adj.get(v).splice(indexOf(this.adj.get(v), u), 1);  «remove-edge-remove-back»
    return true;
  }

  setWeight(u, v, w) {
    const i = this.adj.has(u) ? indexOf(this.adj.get(u), v) : -1;
    if (i === -1) return false;
    this.adj.get(u)[i][1] = w;  «set-weight-update»
    if (!this.directed) this.adj.get(v)[indexOf(this.adj.get(v), u)][1] = w;  «set-weight-update-back»
    return true;
  }

  neighbours(v) {
    const result = [];
    for (const [u] of this.adj.get(v)) result.push(u);  «neighbours-visit»
    return result;  «neighbours-result»
  }

  hasEdge(u, v) {
    return indexOf(this.adj.get(u), v) !== -1;  «has-edge-result»
  }

  degree(v) {
    const out = this.adj.get(v).length;  «degree-out»
    if (!this.directed) return out;  «degree-result»
    let into = 0;
    for (const list of this.adj.values()) {
      if (indexOf(list, v) !== -1) into++;  «degree-in»
    }
    return into + out;  «degree-result»
  }
}

// Where v is in a list of [neighbour, weight] entries, or -1.
function indexOf(list, v) {
  for (let i = 0; i < list.length; i++) {
    if (list[i][0] === v) return i;  «scan»
  }
  return -1;
}

const g = new Graph();
for (const v of ['A', 'B', 'C', 'D']) g.addVertex(v);
g.addEdge('A', 'B');
g.addEdge('A', 'C');
g.addEdge('C', 'D');
console.log(g.neighbours('A'), g.hasEdge('B', 'C'), g.degree('C'));
`,
  ),
  python: listing(
    'python',
    `
# A graph as adjacency lists: each vertex maps to its [neighbour, weight] entries,
# kept in the order the edges were added.
class Graph:
    def __init__(self, directed=False):
        self.directed = directed
        self.adj = {}

    def add_vertex(self, v):
        if v in self.adj:  «add-vertex-check»
            return False
        self.adj[v] = []  «add-vertex-create»
        return True

    def remove_vertex(self, v):
        if v not in self.adj:  «remove-vertex-check»
            return False
        for lst in self.adj.values():
            i = index_of(lst, v)
            if i != -1:
                del lst[i]  «remove-vertex-unlink»
        del self.adj[v]  «remove-vertex-delete»
        return True

    def add_edge(self, u, v, w=1):
        if u == v or u not in self.adj or v not in self.adj:  «add-edge-check»
            return False
        if self.has_edge(u, v):
            return False
        self.adj[u].append([v, w])  «add-edge-append»
        if not self.directed:
            self.adj[v].append([u, w])  «add-edge-append-back»
        return True

    def remove_edge(self, u, v):
        i = index_of(self.adj[u], v) if u in self.adj else -1
        if i == -1:
            return False
        del self.adj[u][i]  «remove-edge-remove»
        if not self.directed:
            del self.adj[v][index_of(self.adj[v], u)]  «remove-edge-remove-back»
        return True

    def set_weight(self, u, v, w):
        i = index_of(self.adj[u], v) if u in self.adj else -1
        if i == -1:
            return False
        self.adj[u][i][1] = w  «set-weight-update»
        if not self.directed:
            self.adj[v][index_of(self.adj[v], u)][1] = w  «set-weight-update-back»
        return True

    def neighbours(self, v):
        result = []
        for u, _ in self.adj[v]:
            result.append(u)  «neighbours-visit»
        return result  «neighbours-result»

    def has_edge(self, u, v):
        return index_of(self.adj[u], v) != -1  «has-edge-result»

    def degree(self, v):
        out = len(self.adj[v])  «degree-out»
        if not self.directed:
            return out  «degree-result»
        into = 0
        for lst in self.adj.values():
            if index_of(lst, v) != -1:
                into += 1  «degree-in»
        return into + out  «degree-result»


# Where v is in a list of [neighbour, weight] entries, or -1.
def index_of(lst, v):
    for i, (u, _) in enumerate(lst):
        if u == v:  «scan»
            return i
    return -1


if __name__ == "__main__":
    g = Graph()
    for v in ["A", "B", "C", "D"]:
        g.add_vertex(v)
    g.add_edge("A", "B")
    g.add_edge("A", "C")
    g.add_edge("C", "D")
    print(g.neighbours("A"), g.has_edge("B", "C"), g.degree("C"))
`,
  ),
  java: listing(
    'java',
    `
import java.util.*;

// A graph as adjacency lists: each vertex maps to its (neighbour, weight) entries,
// kept in the order the edges were added.
public class Graph {
    public static class Entry {
        final String vertex;
        int weight;
        Entry(String vertex, int weight) { this.vertex = vertex; this.weight = weight; }
    }

    private final boolean directed;
    final Map<String, List<Entry>> adj = new LinkedHashMap<>();

    public Graph(boolean directed) { this.directed = directed; }

    public boolean addVertex(String v) {
        if (adj.containsKey(v)) return false;  «add-vertex-check»
        adj.put(v, new ArrayList<>());  «add-vertex-create»
        return true;
    }

    public boolean removeVertex(String v) {
        if (!adj.containsKey(v)) return false;  «remove-vertex-check»
        for (List<Entry> list : adj.values()) {
            int i = indexOf(list, v);
            if (i != -1) list.remove(i);  «remove-vertex-unlink»
        }
        adj.remove(v);  «remove-vertex-delete»
        return true;
    }

    public boolean addEdge(String u, String v, int w) {
        if (u.equals(v) || !adj.containsKey(u) || !adj.containsKey(v)) return false;  «add-edge-check»
        if (hasEdge(u, v)) return false;
        adj.get(u).add(new Entry(v, w));  «add-edge-append»
        if (!directed) adj.get(v).add(new Entry(u, w));  «add-edge-append-back»
        return true;
    }

    public boolean removeEdge(String u, String v) {
        int i = adj.containsKey(u) ? indexOf(adj.get(u), v) : -1;
        if (i == -1) return false;
        adj.get(u).remove(i);  «remove-edge-remove»
        if (!directed) adj.get(v).remove(indexOf(adj.get(v), u));  «remove-edge-remove-back»
        return true;
    }

    public boolean setWeight(String u, String v, int w) {
        int i = adj.containsKey(u) ? indexOf(adj.get(u), v) : -1;
        if (i == -1) return false;
        adj.get(u).get(i).weight = w;  «set-weight-update»
        if (!directed) adj.get(v).get(indexOf(adj.get(v), u)).weight = w;  «set-weight-update-back»
        return true;
    }

    public List<String> neighbours(String v) {
        List<String> result = new ArrayList<>();
        for (Entry e : adj.get(v)) result.add(e.vertex);  «neighbours-visit»
        return result;  «neighbours-result»
    }

    public boolean hasEdge(String u, String v) {
        return indexOf(adj.get(u), v) != -1;  «has-edge-result»
    }

    public int degree(String v) {
        int out = adj.get(v).size();  «degree-out»
        if (!directed) return out;  «degree-result»
        int into = 0;
        for (List<Entry> list : adj.values()) {
            if (indexOf(list, v) != -1) into++;  «degree-in»
        }
        return into + out;  «degree-result»
    }

    // Where v is in a list of entries, or -1.
    static int indexOf(List<Entry> list, String v) {
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i).vertex.equals(v)) return i;  «scan»
        }
        return -1;
    }

    public static void main(String[] args) {
        Graph g = new Graph(false);
        for (String v : List.of("A", "B", "C", "D")) g.addVertex(v);
        g.addEdge("A", "B", 1);
        g.addEdge("A", "C", 1);
        g.addEdge("C", "D", 1);
        System.out.println(g.neighbours("A") + " " + g.hasEdge("B", "C") + " " + g.degree("C"));
    }
}
`,
  ),
};
