import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const aStarCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
// grid: rows of '.' (open) and '#' (wall); start, goal: [row, column]
function aStar(grid, start, goal, heuristic) {
  const rows = grid.length;
  const cols = grid[0].length;
  const h = (r, c) => {
    const dr = Math.abs(r - goal[0]);
    const dc = Math.abs(c - goal[1]);
    return heuristic === 'manhattan' ? dr + dc : Math.sqrt(dr * dr + dc * dc);
  };
  const id = (r, c) => r * cols + c;
  const g = new Map();
  const parent = new Map();
  const open = new MinHeap();
  g.set(id(...start), 0);  «start»
  open.push([h(...start), h(...start), id(...start)]);
  const closed = new Set();
  const expanded = [];
  while (open.size > 0) {
    const [, , u] = open.pop();
    if (closed.has(u)) continue;  «stale»
    expanded.push([Math.floor(u / cols), u % cols]);
    if (u === id(...goal)) return { length: g.get(u), path: pathTo(parent, u, cols), expanded };  «reached»
    closed.add(u);  «expand»
    const [r, c] = [Math.floor(u / cols), u % cols];
    for (const [dr, dc] of [[-1, 0], [0, 1], [1, 0], [0, -1]]) {
      const [nr, nc] = [r + dr, c + dc];
      if (nr < 0 || nr >= rows || nc < 0 || nc >= cols || grid[nr][nc] === '#') continue;
      const v = id(nr, nc);
      if (g.get(u) + 1 >= (g.get(v) ?? Infinity)) continue;  «skip»
      g.set(v, g.get(u) + 1);  «push»
      parent.set(v, u);
      open.push([g.get(v) + h(nr, nc), h(nr, nc), v]);
    }
  }
  return { length: null, path: [], expanded };  «none»
}

function pathTo(parent, cell, cols) {
  const path = [];
  for (let at = cell; at !== undefined; at = parent.get(at)) path.unshift([Math.floor(at / cols), at % cols]);
  return path;
}

// A binary min-heap of [f, h, cell] entries: the smallest f first, then the smaller h,
// then the cell that comes first in reading order.
class MinHeap {
  items = [];
  get size() {
    return this.items.length;
  }
  push(item) {
    const a = this.items;
    a.push(item);
    for (let i = a.length - 1; i > 0; ) {
      const p = (i - 1) >> 1;
      if (!before(a[i], a[p])) break;
      [a[i], a[p]] = [a[p], a[i]];
      i = p;
    }
  }
  pop() {
    const a = this.items;
    const top = a[0];
    const last = a.pop();
    if (a.length === 0) return top;
    a[0] = last;
    for (let i = 0; ; ) {
      let s = i;
      for (const c of [2 * i + 1, 2 * i + 2]) if (c < a.length && before(a[c], a[s])) s = c;
      if (s === i) return top;
      [a[i], a[s]] = [a[s], a[i]];
      i = s;
    }
  }
}

const before = (a, b) => (a[0] !== b[0] ? a[0] < b[0] : a[1] !== b[1] ? a[1] < b[1] : a[2] < b[2]);

const grid = ['.....', '.###.', '...#.', '.#...', '.....'];
console.log(aStar(grid, [0, 0], [4, 4], 'manhattan').length);
`,
  ),
  python: listing(
    'python',
    `
import heapq
import math


# grid: rows of '.' (open) and '#' (wall); start, goal: (row, column)
def a_star(grid, start, goal, heuristic):
    rows, cols = len(grid), len(grid[0])

    def h(r, c):
        dr, dc = abs(r - goal[0]), abs(c - goal[1])
        return dr + dc if heuristic == "manhattan" else math.sqrt(dr * dr + dc * dc)

    g = {}
    parent = {}
    g[start] = 0  «start»
    # entries (f, h, cell number): the smallest f, then the smaller h,
    # then the cell that comes first in reading order
    open_set = [(h(*start), h(*start), start[0] * cols + start[1])]
    closed = set()
    expanded = []
    while open_set:
        _, _, u = heapq.heappop(open_set)
        if u in closed:  «stale»
            continue
        r, c = divmod(u, cols)
        expanded.append((r, c))
        if (r, c) == goal:  «reached»
            return g[goal], path_to(parent, goal), expanded
        closed.add(u)  «expand»
        for dr, dc in ((-1, 0), (0, 1), (1, 0), (0, -1)):
            nr, nc = r + dr, c + dc
            if not (0 <= nr < rows and 0 <= nc < cols) or grid[nr][nc] == "#":
                continue
            if g[(r, c)] + 1 >= g.get((nr, nc), math.inf):  «skip»
                continue
            g[(nr, nc)] = g[(r, c)] + 1  «push»
            parent[(nr, nc)] = (r, c)
            heapq.heappush(open_set, (g[(nr, nc)] + h(nr, nc), h(nr, nc), nr * cols + nc))
    return None, [], expanded  «none»


def path_to(parent, cell):
    path = [cell]
    while cell in parent:
        cell = parent[cell]
        path.insert(0, cell)
    return path


if __name__ == "__main__":
    grid = [".....", ".###.", "...#.", ".#...", "....."]
    print(a_star(grid, (0, 0), (4, 4), "manhattan")[0])
`,
  ),
  java: listing(
    'java',
    `
import java.util.*;

public class AStar {
    public record Result(Integer length, List<int[]> path, List<int[]> expanded) {}

    // grid: rows of '.' (open) and '#' (wall); start, goal: {row, column}
    public static Result aStar(String[] grid, int[] start, int[] goal, String heuristic) {
        int rows = grid.length, cols = grid[0].length();
        Map<Integer, Integer> g = new HashMap<>();
        Map<Integer, Integer> parent = new HashMap<>();
        // entries {f, h, cell}: the smallest f, then the smaller h,
        // then the cell that comes first in reading order
        PriorityQueue<double[]> open = new PriorityQueue<>((a, b) ->
            a[0] != b[0] ? Double.compare(a[0], b[0])
                : a[1] != b[1] ? Double.compare(a[1], b[1]) : Double.compare(a[2], b[2]));
        int s = start[0] * cols + start[1];
        g.put(s, 0);  «start»
        double hs = h(start[0], start[1], goal, heuristic);
        open.add(new double[] {hs, hs, s});
        Set<Integer> closed = new HashSet<>();
        List<int[]> expanded = new ArrayList<>();
        while (!open.isEmpty()) {
            int u = (int) open.poll()[2];
            if (closed.contains(u)) continue;  «stale»
            int r = u / cols, c = u % cols;
            expanded.add(new int[] {r, c});
            if (r == goal[0] && c == goal[1]) return new Result(g.get(u), pathTo(parent, u, cols), expanded);  «reached»
            closed.add(u);  «expand»
            for (int[] d : new int[][] {{-1, 0}, {0, 1}, {1, 0}, {0, -1}}) {
                int nr = r + d[0], nc = c + d[1];
                if (nr < 0 || nr >= rows || nc < 0 || nc >= cols || grid[nr].charAt(nc) == '#') continue;
                int v = nr * cols + nc;
                if (g.get(u) + 1 >= g.getOrDefault(v, Integer.MAX_VALUE)) continue;  «skip»
                g.put(v, g.get(u) + 1);  «push»
                parent.put(v, u);
                double hv = h(nr, nc, goal, heuristic);
                open.add(new double[] {g.get(v) + hv, hv, v});
            }
        }
        return new Result(null, new ArrayList<>(), expanded);  «none»
    }

    static double h(int r, int c, int[] goal, String heuristic) {
        int dr = Math.abs(r - goal[0]), dc = Math.abs(c - goal[1]);
        return heuristic.equals("manhattan") ? dr + dc : Math.sqrt(dr * dr + dc * dc);
    }

    static List<int[]> pathTo(Map<Integer, Integer> parent, int cell, int cols) {
        LinkedList<int[]> path = new LinkedList<>();
        for (Integer at = cell; at != null; at = parent.get(at)) path.addFirst(new int[] {at / cols, at % cols});
        return path;
    }

    public static void main(String[] args) {
        String[] grid = {".....", ".###.", "...#.", ".#...", "....."};
        System.out.println(aStar(grid, new int[] {0, 0}, new int[] {4, 4}, "manhattan").length());
    }
}
`,
  ),
};
