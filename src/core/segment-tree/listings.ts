/**
 * The segment tree (sum or min) and the Fenwick tree in JavaScript, Python and Java, whose marked lines
 * are the ones the steps highlight, each ending with the textbook example: over 1, 3, 5, 7, 9, 11, the
 * query of [1, 3], then index 1 set to 10 and the same query again. The page loads these only with its
 * code listing.
 */
import { listing } from '@/core/listing';
import type { CodeListings } from '../algorithms/types';
import type { RangeTree } from './runConfig';
import type { SegmentKind } from './segmentTree';

/** What each example prints: the query of [1, 3] before and after index 1 becomes 10. */
export const EXAMPLE_OUTPUT: Readonly<Record<RangeTree, readonly [number, number]>> = {
  sum: [15, 22],
  min: [3, 5],
  fenwick: [15, 22],
};

const js = {
  sum: { combine: 'a + b', identity: '0' },
  min: { combine: 'Math.min(a, b)', identity: 'Infinity' },
};
const py = {
  sum: { combine: 'a + b', identity: '0' },
  min: { combine: 'min(a, b)', identity: 'float("inf")' },
};
const java = {
  sum: { combine: 'a + b', identity: '0' },
  min: { combine: 'Math.min(a, b)', identity: 'Integer.MAX_VALUE' },
};

function segmentListings(kind: SegmentKind): CodeListings {
  const [before, after] = EXAMPLE_OUTPUT[kind];
  return {
    javascript: listing(
      'javascript',
      `
// A segment tree of ${kind === 'sum' ? 'sums' : 'minimums'}: node i covers a range, its children 2i and 2i+1 its halves
class SegmentTree {
  constructor(values) {
    this.n = values.length;
    this.values = [...values];
    this.tree = new Array(4 * this.n).fill(${js[kind].identity});
    if (this.n > 0) this.build(1, 0, this.n - 1);
  }

  combine(a, b) {
    return ${js[kind].combine};
  }

  build(node, lo, hi) {
    if (lo === hi) {
      this.tree[node] = this.values[lo];  «build-leaf»
      return;
    }
    const mid = Math.floor((lo + hi) / 2);
    this.build(2 * node, lo, mid);
    this.build(2 * node + 1, mid + 1, hi);
    this.tree[node] = this.combine(this.tree[2 * node], this.tree[2 * node + 1]);  «build-combine»
  }

  // the ${kind} of values[left..right], both ends included
  query(left, right, node = 1, lo = 0, hi = this.n - 1) {
    if (right < lo || hi < left) return ${js[kind].identity};  «query-outside»
    if (left <= lo && hi <= right) return this.tree[node];  «query-inside»
    const mid = Math.floor((lo + hi) / 2);  «query-partial»
    const a = this.query(left, right, 2 * node, lo, mid);
    const b = this.query(left, right, 2 * node + 1, mid + 1, hi);
    return this.combine(a, b);  «query-answer»
  }

  update(index, value, node = 1, lo = 0, hi = this.n - 1) {
    if (lo === hi) {
      this.values[index] = value;
      this.tree[node] = value;  «update-leaf»
      return;
    }
    const mid = Math.floor((lo + hi) / 2);
    if (index <= mid) this.update(index, value, 2 * node, lo, mid);  «update-descend»
    else this.update(index, value, 2 * node + 1, mid + 1, hi);  «update-descend»
    this.tree[node] = this.combine(this.tree[2 * node], this.tree[2 * node + 1]);  «update-combine»
  }
}

const tree = new SegmentTree([1, 3, 5, 7, 9, 11]);
console.log(tree.query(1, 3)); // ${before}
tree.update(1, 10);
console.log(tree.query(1, 3)); // ${after}
`,
    ),
    python: listing(
      'python',
      `
# A segment tree of ${kind === 'sum' ? 'sums' : 'minimums'}: node i covers a range, its children 2i and 2i+1 its halves
class SegmentTree:
    def __init__(self, values):
        self.n = len(values)
        self.values = list(values)
        self.tree = [${py[kind].identity}] * (4 * self.n)
        if self.n > 0:
            self.build(1, 0, self.n - 1)

    def combine(self, a, b):
        return ${py[kind].combine}

    def build(self, node, lo, hi):
        if lo == hi:
            self.tree[node] = self.values[lo]  «build-leaf»
            return
        mid = (lo + hi) // 2
        self.build(2 * node, lo, mid)
        self.build(2 * node + 1, mid + 1, hi)
        self.tree[node] = self.combine(self.tree[2 * node], self.tree[2 * node + 1])  «build-combine»

    # the ${kind} of values[left..right], both ends included
    def query(self, left, right, node=1, lo=0, hi=None):
        if hi is None:
            hi = self.n - 1
        if right < lo or hi < left:
            return ${py[kind].identity}  «query-outside»
        if left <= lo and hi <= right:
            return self.tree[node]  «query-inside»
        mid = (lo + hi) // 2  «query-partial»
        a = self.query(left, right, 2 * node, lo, mid)
        b = self.query(left, right, 2 * node + 1, mid + 1, hi)
        return self.combine(a, b)  «query-answer»

    def update(self, index, value, node=1, lo=0, hi=None):
        if hi is None:
            hi = self.n - 1
        if lo == hi:
            self.values[index] = value
            self.tree[node] = value  «update-leaf»
            return
        mid = (lo + hi) // 2
        if index <= mid:
            self.update(index, value, 2 * node, lo, mid)  «update-descend»
        else:
            self.update(index, value, 2 * node + 1, mid + 1, hi)  «update-descend»
        self.tree[node] = self.combine(self.tree[2 * node], self.tree[2 * node + 1])  «update-combine»


tree = SegmentTree([1, 3, 5, 7, 9, 11])
print(tree.query(1, 3))  # ${before}
tree.update(1, 10)
print(tree.query(1, 3))  # ${after}
`,
    ),
    java: listing(
      'java',
      `
import java.util.List;

// A segment tree of ${kind === 'sum' ? 'sums' : 'minimums'}: node i covers a range, its children 2i and 2i+1 its halves
public class SegmentTree {
    private final int n;
    private final int[] values;
    private final int[] tree;

    public SegmentTree(List<Integer> input) {
        n = input.size();
        values = new int[n];
        for (int i = 0; i < n; i++) values[i] = input.get(i);
        tree = new int[Math.max(1, 4 * n)];
        if (n > 0) build(1, 0, n - 1);
    }

    private static int combine(int a, int b) {
        return ${java[kind].combine};
    }

    private void build(int node, int lo, int hi) {
        if (lo == hi) {
            tree[node] = values[lo];  «build-leaf»
            return;
        }
        int mid = (lo + hi) / 2;
        build(2 * node, lo, mid);
        build(2 * node + 1, mid + 1, hi);
        tree[node] = combine(tree[2 * node], tree[2 * node + 1]);  «build-combine»
    }

    // the ${kind} of values[left..right], both ends included
    public int query(int left, int right) {
        return query(left, right, 1, 0, n - 1);
    }

    private int query(int left, int right, int node, int lo, int hi) {
        if (right < lo || hi < left) return ${java[kind].identity};  «query-outside»
        if (left <= lo && hi <= right) return tree[node];  «query-inside»
        int mid = (lo + hi) / 2;  «query-partial»
        int a = query(left, right, 2 * node, lo, mid);
        int b = query(left, right, 2 * node + 1, mid + 1, hi);
        return combine(a, b);  «query-answer»
    }

    public void update(int index, int value) {
        update(index, value, 1, 0, n - 1);
    }

    private void update(int index, int value, int node, int lo, int hi) {
        if (lo == hi) {
            values[index] = value;
            tree[node] = value;  «update-leaf»
            return;
        }
        int mid = (lo + hi) / 2;
        if (index <= mid) update(index, value, 2 * node, lo, mid);  «update-descend»
        else update(index, value, 2 * node + 1, mid + 1, hi);  «update-descend»
        tree[node] = combine(tree[2 * node], tree[2 * node + 1]);  «update-combine»
    }

    public static void main(String[] args) {
        SegmentTree tree = new SegmentTree(List.of(1, 3, 5, 7, 9, 11));
        System.out.println(tree.query(1, 3)); // ${before}
        tree.update(1, 10);
        System.out.println(tree.query(1, 3)); // ${after}
    }
}
`,
    ),
  };
}

function fenwickListings(): CodeListings {
  const [before, after] = EXAMPLE_OUTPUT.fenwick;
  return {
    javascript: listing(
      'javascript',
      `
// A Fenwick tree: position i (1-based) sums the (i & -i) values ending at index i - 1
class FenwickTree {
  constructor(values) {
    this.values = [...values];
    this.tree = [0, ...values];  «build-copy»
    for (let i = 1; i < this.tree.length; i++) {
      const up = i + (i & -i);
      if (up < this.tree.length) this.tree[up] += this.tree[i];  «build-push»
    }
  }

  // the sum of the first k values
  prefix(k) {
    let sum = 0;
    for (let i = k; i > 0; i -= i & -i) {  «query-jump»
      sum += this.tree[i];  «query-add»
    }
    return sum;
  }

  // the sum of values[left..right], both ends included
  rangeSum(left, right) {
    return this.prefix(right + 1) - this.prefix(left);  «query-subtract,query-answer»
  }

  update(index, value) {
    const delta = value - this.values[index];  «update-delta»
    this.values[index] = value;
    for (let i = index + 1; i < this.tree.length; i += i & -i) {  «update-jump»
      this.tree[i] += delta;  «update-add»
    }
  }
}

const tree = new FenwickTree([1, 3, 5, 7, 9, 11]);
console.log(tree.rangeSum(1, 3)); // ${before}
tree.update(1, 10);
console.log(tree.rangeSum(1, 3)); // ${after}
`,
    ),
    python: listing(
      'python',
      `
# A Fenwick tree: position i (1-based) sums the (i & -i) values ending at index i - 1
class FenwickTree:
    def __init__(self, values):
        self.values = list(values)
        self.tree = [0] + list(values)  «build-copy»
        for i in range(1, len(self.tree)):
            up = i + (i & -i)
            if up < len(self.tree):
                self.tree[up] += self.tree[i]  «build-push»

    # the sum of the first k values
    def prefix(self, k):
        total = 0
        i = k
        while i > 0:
            total += self.tree[i]  «query-add»
            i -= i & -i  «query-jump»
        return total

    # the sum of values[left..right], both ends included
    def range_sum(self, left, right):
        return self.prefix(right + 1) - self.prefix(left)  «query-subtract,query-answer»

    def update(self, index, value):
        delta = value - self.values[index]  «update-delta»
        self.values[index] = value
        i = index + 1
        while i < len(self.tree):
            self.tree[i] += delta  «update-add»
            i += i & -i  «update-jump»


tree = FenwickTree([1, 3, 5, 7, 9, 11])
print(tree.range_sum(1, 3))  # ${before}
tree.update(1, 10)
print(tree.range_sum(1, 3))  # ${after}
`,
    ),
    java: listing(
      'java',
      `
import java.util.List;

// A Fenwick tree: position i (1-based) sums the (i & -i) values ending at index i - 1
public class FenwickTree {
    private final int[] values;
    private final int[] tree;

    public FenwickTree(List<Integer> input) {
        values = new int[input.size()];
        tree = new int[input.size() + 1];
        for (int k = 0; k < values.length; k++) {
            values[k] = input.get(k);
            tree[k + 1] = values[k];  «build-copy»
        }
        for (int i = 1; i < tree.length; i++) {
            int up = i + (i & -i);
            if (up < tree.length) tree[up] += tree[i];  «build-push»
        }
    }

    // the sum of the first k values
    public int prefix(int k) {
        int sum = 0;
        for (int i = k; i > 0; i -= i & -i) {  «query-jump»
            sum += tree[i];  «query-add»
        }
        return sum;
    }

    // the sum of values[left..right], both ends included
    public int rangeSum(int left, int right) {
        return prefix(right + 1) - prefix(left);  «query-subtract,query-answer»
    }

    public void update(int index, int value) {
        int delta = value - values[index];  «update-delta»
        values[index] = value;
        for (int i = index + 1; i < tree.length; i += i & -i) {  «update-jump»
            tree[i] += delta;  «update-add»
        }
    }

    public static void main(String[] args) {
        FenwickTree tree = new FenwickTree(List.of(1, 3, 5, 7, 9, 11));
        System.out.println(tree.rangeSum(1, 3)); // ${before}
        tree.update(1, 10);
        System.out.println(tree.rangeSum(1, 3)); // ${after}
    }
}
`,
    ),
  };
}

/** The listings by tree: the sum and min segment trees differ only in how two children combine. */
export const RANGE_LISTINGS: Readonly<Record<RangeTree, CodeListings>> = {
  sum: segmentListings('sum'),
  min: segmentListings('min'),
  fenwick: fenwickListings(),
};
