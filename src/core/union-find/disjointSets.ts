/**
 * Disjoint sets over the elements 0..n−1, with union by rank and path compression: the one union-find
 * the Union-Find page records and Kruskal's algorithm runs on. Typed arrays keep it fast on the large
 * graphs Kruskal's benchmark draws.
 */
export class DisjointSets {
  readonly parent: Int32Array;
  readonly rank: Int32Array;

  constructor(size: number) {
    this.parent = new Int32Array(size);
    this.rank = new Int32Array(size);
    for (let x = 0; x < size; x++) this.parent[x] = x;
  }

  get size(): number {
    return this.parent.length;
  }

  /**
   * Fills `path` with x, its parent, and so on up to the root (the last entry), without changing
   * anything; returns the root.
   */
  walk(x: number, path: number[]): number {
    path.length = 0;
    path.push(x);
    let at = x;
    while (this.parent[at] !== at) {
      at = this.parent[at] as number;
      path.push(at);
    }
    return at;
  }

  /**
   * Points every element on a walked path, except the root and the element already pointing at it,
   * straight at the root; returns how many were moved.
   */
  compress(path: readonly number[]): number {
    const root = path[path.length - 1] as number;
    const moved = Math.max(0, path.length - 2);
    for (let i = 0; i < moved; i++) this.parent[path[i] as number] = root;
    return moved;
  }

  /** The root of x's set, compressing the path to it. */
  find(x: number): number {
    const path: number[] = [];
    const root = this.walk(x, path);
    this.compress(path);
    return root;
  }

  /**
   * Joins the sets of two roots by rank: the root of lower rank points to the other; on equal ranks the
   * second points to the first, whose rank grows by one. Returns the root kept, the one linked under
   * it, and whether the kept root's rank grew.
   */
  link(a: number, b: number): { root: number; child: number; grew: boolean } {
    const [root, child] = (this.rank[a] as number) < (this.rank[b] as number) ? [b, a] : [a, b];
    this.parent[child] = root;
    const grew = this.rank[root] === this.rank[child];
    if (grew) this.rank[root] = (this.rank[root] as number) + 1;
    return { root, child, grew };
  }

  /** Joins the sets of a and b; false when they were already one set. */
  union(a: number, b: number): boolean {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra === rb) return false;
    this.link(ra, rb);
    return true;
  }

  connected(a: number, b: number): boolean {
    return this.find(a) === this.find(b);
  }

  /** Sets from given parent and rank arrays (already checked to be a forest ranked by union by rank). */
  static from(parent: readonly number[], rank: readonly number[]): DisjointSets {
    const sets = new DisjointSets(parent.length);
    sets.parent.set(parent);
    sets.rank.set(rank);
    return sets;
  }
}
