/**
 * The binary heap in JavaScript, Python and Java: one class for both kinds (the comparison `above`
 * decides), whose marked lines are the ones the heap's steps highlight, and an example that builds the
 * kind the page shows. The Heaps page loads these only with its code listing.
 */
import { listing } from '@/core/listing';
import type { CodeListings, Language } from '../algorithms/types';
import type { HeapKind } from './heap';

/** What the example prints after building [40, 15, 62, 8, 27], inserting 3, peeking and extracting. */
const EXAMPLE_OUTPUT: Record<HeapKind, { top: number; rest: string }> = {
  min: { top: 3, rest: '[8, 15, 62, 40, 27]' },
  max: { top: 62, rest: '[40, 27, 3, 8, 15]' },
};

/** The example each listing ends with, for the kind of heap the page shows. */
function example(kind: HeapKind): Record<Language, string> {
  const { top, rest } = EXAMPLE_OUTPUT[kind];
  return {
    javascript: `const heap = new BinaryHeap('${kind}');
heap.build([40, 15, 62, 8, 27]);
heap.insert(3);
console.log(heap.peek()); // ${top}
console.log(heap.extract()); // ${top}
console.log(heap.items); // ${rest}`,
    python: `heap = BinaryHeap("${kind}")
heap.build([40, 15, 62, 8, 27])
heap.insert(3)
print(heap.peek())  # ${top}
print(heap.extract())  # ${top}
print(heap.items)  # ${rest}`,
    java: `        BinaryHeap heap = new BinaryHeap("${kind}");
        heap.build(List.of(40, 15, 62, 8, 27));
        heap.insert(3);
        System.out.println(heap.peek()); // ${top}
        System.out.println(heap.extract()); // ${top}
        System.out.println(heap.toList()); // ${rest}`,
  };
}

function heapListings(kind: HeapKind): CodeListings {
  const demo = example(kind);
  return {
    javascript: listing(
      'javascript',
      `
class BinaryHeap {
  constructor(kind = 'min') {
    this.items = [];
    this.kind = kind;
  }

  // true when a belongs above b: smaller in a min-heap, larger in a max-heap
  above(a, b) {
    return this.kind === 'min' ? a < b : a > b;
  }

  size() {
    return this.items.length;
  }

  peek() {
    if (this.items.length === 0) throw new Error('The heap is empty');
    return this.items[0];  «peek»
  }

  insert(value) {
    const a = this.items;
    a.push(value);  «push»
    let i = a.length - 1;
    while (i > 0) {
      const p = Math.floor((i - 1) / 2);
      if (!this.above(a[i], a[p])) break;  «compare-parent»
      [a[i], a[p]] = [a[p], a[i]];  «swap-up»
      i = p;
    }
  }

  extract() {
    const a = this.items;
    if (a.length === 0) throw new Error('The heap is empty');
    const top = a[0];  «take-root»
    const last = a.pop();  «move-last»
    if (a.length > 0) {
      a[0] = last;
      this.siftDown(0);
    }
    return top;
  }

  siftDown(i) {
    const a = this.items;
    const n = a.length;
    while (true) {
      const left = 2 * i + 1;
      const right = 2 * i + 2;
      let best = i;
      if (left < n && this.above(a[left], a[best])) best = left;  «compare-left»
      if (right < n && this.above(a[right], a[best])) best = right;  «compare-right»
      if (best === i) break;  «settled»
      [a[i], a[best]] = [a[best], a[i]];  «swap-down»
      i = best;
    }
  }

  // Floyd's build: sift down every parent, from the last one to the root (O(n))
  build(values) {
    this.items = values.slice();  «copy»
    for (let i = Math.floor(this.items.length / 2) - 1; i >= 0; i--) {
      this.siftDown(i);  «build-sift»
    }
  }
}

${demo.javascript}
`,
    ),
    python: listing(
      'python',
      `
class BinaryHeap:
    def __init__(self, kind="min"):
        self.items = []
        self.kind = kind

    # True when a belongs above b: smaller in a min-heap, larger in a max-heap
    def above(self, a, b):
        return a < b if self.kind == "min" else a > b

    def size(self):
        return len(self.items)

    def peek(self):
        if not self.items:
            raise IndexError("the heap is empty")
        return self.items[0]  «peek»

    def insert(self, value):
        a = self.items
        a.append(value)  «push»
        i = len(a) - 1
        while i > 0:
            p = (i - 1) // 2
            if not self.above(a[i], a[p]):  «compare-parent»
                break
            a[i], a[p] = a[p], a[i]  «swap-up»
            i = p

    def extract(self):
        a = self.items
        if not a:
            raise IndexError("the heap is empty")
        top = a[0]  «take-root»
        last = a.pop()  «move-last»
        if a:
            a[0] = last
            self.sift_down(0)
        return top

    def sift_down(self, i):
        a = self.items
        n = len(a)
        while True:
            left, right = 2 * i + 1, 2 * i + 2
            best = i
            if left < n and self.above(a[left], a[best]):  «compare-left»
                best = left
            if right < n and self.above(a[right], a[best]):  «compare-right»
                best = right
            if best == i:  «settled»
                break
            a[i], a[best] = a[best], a[i]  «swap-down»
            i = best

    # Floyd's build: sift down every parent, from the last one to the root (O(n))
    def build(self, values):
        self.items = list(values)  «copy»
        for i in range(len(self.items) // 2 - 1, -1, -1):
            self.sift_down(i)  «build-sift»


${demo.python}
`,
    ),
    java: listing(
      'java',
      `
import java.util.ArrayList;
import java.util.List;

public class BinaryHeap {
    private final List<Integer> items = new ArrayList<>();
    private final boolean min;

    public BinaryHeap(String kind) {
        this.min = kind.equals("min");
    }

    // true when a belongs above b: smaller in a min-heap, larger in a max-heap
    private boolean above(int a, int b) {
        return min ? a < b : a > b;
    }

    public int size() {
        return items.size();
    }

    public List<Integer> toList() {
        return new ArrayList<>(items);
    }

    public int peek() {
        if (items.isEmpty()) throw new IllegalStateException("the heap is empty");
        return items.get(0);  «peek»
    }

    public void insert(int value) {
        items.add(value);  «push»
        int i = items.size() - 1;
        while (i > 0) {
            int p = (i - 1) / 2;
            if (!above(items.get(i), items.get(p))) break;  «compare-parent»
            swap(i, p);  «swap-up»
            i = p;
        }
    }

    public int extract() {
        if (items.isEmpty()) throw new IllegalStateException("the heap is empty");
        int top = items.get(0);  «take-root»
        int last = items.remove(items.size() - 1);  «move-last»
        if (!items.isEmpty()) {
            items.set(0, last);
            siftDown(0);
        }
        return top;
    }

    private void siftDown(int i) {
        int n = items.size();
        while (true) {
            int left = 2 * i + 1;
            int right = 2 * i + 2;
            int best = i;
            if (left < n && above(items.get(left), items.get(best))) best = left;  «compare-left»
            if (right < n && above(items.get(right), items.get(best))) best = right;  «compare-right»
            if (best == i) break;  «settled»
            swap(i, best);  «swap-down»
            i = best;
        }
    }

    // Floyd's build: sift down every parent, from the last one to the root (O(n))
    public void build(List<Integer> values) {
        items.clear();
        items.addAll(values);  «copy»
        for (int i = items.size() / 2 - 1; i >= 0; i--) {
            siftDown(i);  «build-sift»
        }
    }

    private void swap(int i, int j) {
        int t = items.get(i);
        items.set(i, items.get(j));
        items.set(j, t);
    }

    public static void main(String[] args) {
${demo.java}
    }
}
`,
    ),
  };
}

/** The listings by kind: the same class, and an example that builds the kind of heap the page shows. */
export const HEAP_LISTINGS: Readonly<Record<HeapKind, CodeListings>> = {
  min: heapListings('min'),
  max: heapListings('max'),
};
