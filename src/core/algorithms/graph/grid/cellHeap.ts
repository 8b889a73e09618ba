/**
 * The open set of a grid search: a binary min-heap of (f, h, cell) entries, ordered by f, then h (the
 * cell nearer the goal by the estimate), then the cell number (reading order), so a run is the same in
 * every language. Lazy: a cell pushed again with a better f leaves its old entry, popped later as stale.
 */
export class CellHeap {
  private readonly f: number[] = [];
  private readonly h: number[] = [];
  private readonly cells: number[] = [];

  get size(): number {
    return this.cells.length;
  }

  push(f: number, h: number, cell: number): void {
    this.f.push(f);
    this.h.push(h);
    this.cells.push(cell);
    for (let i = this.cells.length - 1; i > 0;) {
      const parent = (i - 1) >> 1;
      if (!this.before(i, parent)) break;
      this.swap(i, parent);
      i = parent;
    }
  }

  /** Removes the first entry; returns its [f, h, cell]. The heap must not be empty. */
  pop(): [number, number, number] {
    const top: [number, number, number] = [this.f[0] as number, this.h[0] as number, this.cells[0] as number];
    const last = this.cells.length - 1;
    this.swap(0, last);
    this.f.pop();
    this.h.pop();
    this.cells.pop();
    for (let i = 0; ;) {
      let first = i;
      for (const child of [2 * i + 1, 2 * i + 2])
        if (child < this.cells.length && this.before(child, first)) first = child;
      if (first === i) return top;
      this.swap(i, first);
      i = first;
    }
  }

  private before(i: number, j: number): boolean {
    const fi = this.f[i] as number;
    const fj = this.f[j] as number;
    if (fi !== fj) return fi < fj;
    const hi = this.h[i] as number;
    const hj = this.h[j] as number;
    return hi !== hj ? hi < hj : (this.cells[i] as number) < (this.cells[j] as number);
  }

  private swap(i: number, j: number): void {
    for (const list of [this.f, this.h, this.cells]) {
      const t = list[i] as number;
      list[i] = list[j] as number;
      list[j] = t;
    }
  }
}
