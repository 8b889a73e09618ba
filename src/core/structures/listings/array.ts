import { listings } from './types';

const javascript = `// A dynamic array: a fixed-size block of slots that doubles when full.
class DynamicArray {
  constructor(capacity = 4) {
    this.items = new Array(capacity);
    this.count = 0;
  }

  size() {
    return this.count;
  }

  get(index) {
    this.checkIndex(index, this.count - 1);
    return this.items[index];
  }

  // Add Element: append to the end. Amortised O(1).
  add(value) {
    this.insert(this.count, value);
  }

  // Insert Element: shift everything from index one slot right, then write. O(n).
  insert(index, value) {
    this.checkIndex(index, this.count);
    if (this.count === this.items.length) this.grow();
    for (let i = this.count; i > index; i--) {
      this.items[i] = this.items[i - 1];
    }
    this.items[index] = value;
    this.count++;
  }

  // Remove Element: take the value out, shift the rest left to fill the gap. O(n).
  remove(index) {
    this.checkIndex(index, this.count - 1);
    const removed = this.items[index];
    for (let i = index; i < this.count - 1; i++) {
      this.items[i] = this.items[i + 1];
    }
    this.count--;
    this.items[this.count] = undefined;
    return removed;
  }

  // Update Element: overwrite in place. O(1).
  update(index, value) {
    this.checkIndex(index, this.count - 1);
    this.items[index] = value;
  }

  toArray() {
    return this.items.slice(0, this.count);
  }

  grow() {
    const bigger = new Array(Math.max(1, this.items.length * 2));
    for (let i = 0; i < this.count; i++) bigger[i] = this.items[i];
    this.items = bigger;
  }

  checkIndex(index, max) {
    if (!Number.isInteger(index) || index < 0 || index > max) {
      throw new RangeError('Index ' + index + ' is out of bounds');
    }
  }
}

// Usage
const arr = new DynamicArray();
[10, 20, 30, 40, 50].forEach((v) => arr.add(v));
arr.insert(2, 25);
console.log(arr.toArray()); // [10, 20, 25, 30, 40, 50]
console.log(arr.remove(0)); // 10
arr.update(1, 99);
console.log(arr.toArray()); // [20, 99, 30, 40, 50]
console.log(arr.size()); // 5
`;

const python = `# A dynamic array: a fixed-size block of slots that doubles when full.
class DynamicArray:
    def __init__(self, capacity=4):
        self._items = [None] * capacity
        self._count = 0

    def size(self):
        return self._count

    def get(self, index):
        self._check_index(index, self._count - 1)
        return self._items[index]

    # Add Element: append to the end. Amortised O(1).
    def add(self, value):
        self.insert(self._count, value)

    # Insert Element: shift everything from index one slot right, then write. O(n).
    def insert(self, index, value):
        self._check_index(index, self._count)
        if self._count == len(self._items):
            self._grow()
        for i in range(self._count, index, -1):
            self._items[i] = self._items[i - 1]
        self._items[index] = value
        self._count += 1

    # Remove Element: take the value out, shift the rest left to fill the gap. O(n).
    def remove(self, index):
        self._check_index(index, self._count - 1)
        removed = self._items[index]
        for i in range(index, self._count - 1):
            self._items[i] = self._items[i + 1]
        self._count -= 1
        self._items[self._count] = None
        return removed

    # Update Element: overwrite in place. O(1).
    def update(self, index, value):
        self._check_index(index, self._count - 1)
        self._items[index] = value

    def to_list(self):
        return self._items[:self._count]

    def _grow(self):
        bigger = [None] * max(1, len(self._items) * 2)
        for i in range(self._count):
            bigger[i] = self._items[i]
        self._items = bigger

    def _check_index(self, index, upper):
        if index < 0 or index > upper:
            raise IndexError(f"Index {index} is out of bounds")


if __name__ == "__main__":
    arr = DynamicArray()
    for v in [10, 20, 30, 40, 50]:
        arr.add(v)
    arr.insert(2, 25)
    print(arr.to_list())  # [10, 20, 25, 30, 40, 50]
    print(arr.remove(0))  # 10
    arr.update(1, 99)
    print(arr.to_list())  # [20, 99, 30, 40, 50]
    print(arr.size())  # 5
`;

const java = `import java.util.Arrays;

// A dynamic array: a fixed-size block of slots that doubles when full.
public class DynamicArray {
    private int[] items;
    private int count;

    public DynamicArray() {
        this(4);
    }

    public DynamicArray(int capacity) {
        items = new int[capacity];
        count = 0;
    }

    public int size() {
        return count;
    }

    public int get(int index) {
        checkIndex(index, count - 1);
        return items[index];
    }

    // Add Element: append to the end. Amortised O(1).
    public void add(int value) {
        insert(count, value);
    }

    // Insert Element: shift everything from index one slot right, then write. O(n).
    public void insert(int index, int value) {
        checkIndex(index, count);
        if (count == items.length) {
            grow();
        }
        for (int i = count; i > index; i--) {
            items[i] = items[i - 1];
        }
        items[index] = value;
        count++;
    }

    // Remove Element: take the value out, shift the rest left to fill the gap. O(n).
    public int remove(int index) {
        checkIndex(index, count - 1);
        int removed = items[index];
        for (int i = index; i < count - 1; i++) {
            items[i] = items[i + 1];
        }
        count--;
        return removed;
    }

    // Update Element: overwrite in place. O(1).
    public void update(int index, int value) {
        checkIndex(index, count - 1);
        items[index] = value;
    }

    public int[] toArray() {
        return Arrays.copyOf(items, count);
    }

    private void grow() {
        items = Arrays.copyOf(items, Math.max(1, items.length * 2));
    }

    private void checkIndex(int index, int max) {
        if (index < 0 || index > max) {
            throw new IndexOutOfBoundsException("Index " + index + " is out of bounds");
        }
    }

    public static void main(String[] args) {
        DynamicArray arr = new DynamicArray();
        for (int v : new int[] {10, 20, 30, 40, 50}) {
            arr.add(v);
        }
        arr.insert(2, 25);
        System.out.println(Arrays.toString(arr.toArray())); // [10, 20, 25, 30, 40, 50]
        System.out.println(arr.remove(0)); // 10
        arr.update(1, 99);
        System.out.println(Arrays.toString(arr.toArray())); // [20, 99, 30, 40, 50]
        System.out.println(arr.size()); // 5
    }
}
`;

export const arrayListings = listings('DynamicArray', javascript, python, java);
