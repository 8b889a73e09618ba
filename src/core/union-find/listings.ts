/**
 * Union-find in JavaScript, Python and Java: union by rank and path compression, whose marked lines are
 * the ones the page's steps highlight, and the textbook example. The page loads these only with its code
 * listing.
 */
import { listing, type CodeListings } from '@/core/listing';

export const UNION_FIND_LISTINGS: CodeListings = {
  javascript: listing(
    'javascript',
    `
class UnionFind {
  constructor(n) {
    this.parent = Array.from({ length: n }, (_, x) => x);
    this.rank = new Array(n).fill(0);
  }

  find(x) {
    let root = x;  «find-start»
    while (this.parent[root] !== root) {
      root = this.parent[root];  «follow»
    }
    // root is its own parent  «root»
    while (this.parent[x] !== root) {
      const next = this.parent[x];
      this.parent[x] = root;  «compress»
      x = next;
    }
    return root;
  }

  union(a, b) {
    let ra = this.find(a);
    let rb = this.find(b);
    if (ra === rb) return false;  «same-set»
    if (this.rank[ra] < this.rank[rb]) [ra, rb] = [rb, ra];
    this.parent[rb] = ra;  «link»
    if (this.rank[ra] === this.rank[rb]) this.rank[ra] += 1;
    return true;
  }

  connected(a, b) {
    return this.find(a) === this.find(b);  «compare-roots»
  }
}

const sets = new UnionFind(10);
for (const [a, b] of [[0, 1], [2, 3], [0, 2], [4, 5], [6, 7], [4, 6], [0, 4], [8, 9]]) {
  sets.union(a, b);
}
console.log(sets.find(7)); // 0
console.log(sets.connected(3, 7)); // true
console.log(sets.connected(5, 9)); // false
`,
  ),
  python: listing(
    'python',
    `
class UnionFind:
    def __init__(self, n):
        self.parent = list(range(n))
        self.rank = [0] * n

    def find(self, x):
        root = x  «find-start»
        while self.parent[root] != root:
            root = self.parent[root]  «follow»
        # root is its own parent  «root»
        while self.parent[x] != root:
            nxt = self.parent[x]
            self.parent[x] = root  «compress»
            x = nxt
        return root

    def union(self, a, b):
        ra, rb = self.find(a), self.find(b)
        if ra == rb:  «same-set»
            return False
        if self.rank[ra] < self.rank[rb]:
            ra, rb = rb, ra
        self.parent[rb] = ra  «link»
        if self.rank[ra] == self.rank[rb]:
            self.rank[ra] += 1
        return True

    def connected(self, a, b):
        return self.find(a) == self.find(b)  «compare-roots»


sets = UnionFind(10)
for a, b in [(0, 1), (2, 3), (0, 2), (4, 5), (6, 7), (4, 6), (0, 4), (8, 9)]:
    sets.union(a, b)
print(sets.find(7))  # 0
print(sets.connected(3, 7))  # True
print(sets.connected(5, 9))  # False
`,
  ),
  java: listing(
    'java',
    `
public class UnionFind {
    final int[] parent;
    final int[] rank;

    public UnionFind(int n) {
        parent = new int[n];
        rank = new int[n];
        for (int x = 0; x < n; x++) parent[x] = x;
    }

    public int find(int x) {
        int root = x;  «find-start»
        while (parent[root] != root) {
            root = parent[root];  «follow»
        }
        // root is its own parent  «root»
        while (parent[x] != root) {
            int next = parent[x];
            parent[x] = root;  «compress»
            x = next;
        }
        return root;
    }

    public boolean union(int a, int b) {
        int ra = find(a);
        int rb = find(b);
        if (ra == rb) return false;  «same-set»
        if (rank[ra] < rank[rb]) {
            int t = ra;
            ra = rb;
            rb = t;
        }
        parent[rb] = ra;  «link»
        if (rank[ra] == rank[rb]) rank[ra]++;
        return true;
    }

    public boolean connected(int a, int b) {
        return find(a) == find(b);  «compare-roots»
    }

    public static void main(String[] args) {
        UnionFind sets = new UnionFind(10);
        int[][] pairs = {{0, 1}, {2, 3}, {0, 2}, {4, 5}, {6, 7}, {4, 6}, {0, 4}, {8, 9}};
        for (int[] pair : pairs) sets.union(pair[0], pair[1]);
        System.out.println(sets.find(7)); // 0
        System.out.println(sets.connected(3, 7)); // true
        System.out.println(sets.connected(5, 9)); // false
    }
}
`,
  ),
};
