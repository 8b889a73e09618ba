/** The binary heap the JavaScript listings of Dijkstra's and Prim's algorithms use (JavaScript has none). */
export const JAVASCRIPT_MIN_HEAP = `
// A binary min-heap of [priority, vertex] pairs; equal priorities go to the label
// that comes first: the shorter label, then the alphabetically earlier one.
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

const before = ([p, u], [q, v]) =>
  p !== q ? p < q : u.length !== v.length ? u.length < v.length : u < v;
`;
