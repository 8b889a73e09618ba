import { listings } from './types';

const javascript = `// A queue as a circular buffer: front and rear wrap around a fixed block that doubles when full,
// so dequeue never shifts elements.
class CircularQueue {
  constructor(capacity = 4) {
    this.items = new Array(capacity);
    this.front = 0;
    this.count = 0;
  }

  // Enqueue: add a value at the rear. Amortised O(1).
  enqueue(value) {
    if (this.count === this.items.length) this.grow();
    const rear = (this.front + this.count) % this.items.length;
    this.items[rear] = value;
    this.count++;
  }

  // Dequeue: remove the front value and return it. O(1).
  dequeue() {
    if (this.isEmpty()) throw new Error('Queue underflow: the queue is empty');
    const value = this.items[this.front];
    this.items[this.front] = undefined;
    this.front = (this.front + 1) % this.items.length;
    this.count--;
    return value;
  }

  // Peek: read the front value without removing it. O(1).
  peek() {
    if (this.isEmpty()) throw new Error('The queue is empty');
    return this.items[this.front];
  }

  isEmpty() {
    return this.count === 0;
  }

  size() {
    return this.count;
  }

  grow() {
    const bigger = new Array(Math.max(1, this.items.length * 2));
    for (let i = 0; i < this.count; i++) {
      bigger[i] = this.items[(this.front + i) % this.items.length];
    }
    this.items = bigger;
    this.front = 0;
  }
}

// Usage
const queue = new CircularQueue();
[10, 20, 30, 40, 50].forEach((v) => queue.enqueue(v));
console.log(queue.peek()); // 10
console.log(queue.dequeue()); // 10
console.log(queue.dequeue()); // 20
queue.enqueue(60);
console.log(queue.size()); // 4
console.log(queue.peek()); // 30
`;

const python = `# A queue as a circular buffer: front and rear wrap around a fixed block that doubles when full,
# so dequeue never shifts elements. (In everyday Python, collections.deque does this for you.)
class CircularQueue:
    def __init__(self, capacity=4):
        self._items = [None] * capacity
        self._front = 0
        self._count = 0

    # Enqueue: add a value at the rear. Amortised O(1).
    def enqueue(self, value):
        if self._count == len(self._items):
            self._grow()
        rear = (self._front + self._count) % len(self._items)
        self._items[rear] = value
        self._count += 1

    # Dequeue: remove the front value and return it. O(1).
    def dequeue(self):
        if self.is_empty():
            raise IndexError("Queue underflow: the queue is empty")
        value = self._items[self._front]
        self._items[self._front] = None
        self._front = (self._front + 1) % len(self._items)
        self._count -= 1
        return value

    # Peek: read the front value without removing it. O(1).
    def peek(self):
        if self.is_empty():
            raise IndexError("The queue is empty")
        return self._items[self._front]

    def is_empty(self):
        return self._count == 0

    def size(self):
        return self._count

    def _grow(self):
        capacity = len(self._items)
        bigger = [None] * max(1, capacity * 2)
        for i in range(self._count):
            bigger[i] = self._items[(self._front + i) % capacity]
        self._items = bigger
        self._front = 0


if __name__ == "__main__":
    queue = CircularQueue()
    for v in [10, 20, 30, 40, 50]:
        queue.enqueue(v)
    print(queue.peek())  # 10
    print(queue.dequeue())  # 10
    print(queue.dequeue())  # 20
    queue.enqueue(60)
    print(queue.size())  # 4
    print(queue.peek())  # 30
`;

const java = `// A queue as a circular buffer: front and rear wrap around a fixed block that doubles when full,
// so dequeue never shifts elements.
public class CircularQueue {
    private int[] items = new int[4];
    private int front = 0;
    private int count = 0;

    // Enqueue: add a value at the rear. Amortised O(1).
    public void enqueue(int value) {
        if (count == items.length) {
            grow();
        }
        int rear = (front + count) % items.length;
        items[rear] = value;
        count++;
    }

    // Dequeue: remove the front value and return it. O(1).
    public int dequeue() {
        if (isEmpty()) {
            throw new IllegalStateException("Queue underflow: the queue is empty");
        }
        int value = items[front];
        front = (front + 1) % items.length;
        count--;
        return value;
    }

    // Peek: read the front value without removing it. O(1).
    public int peek() {
        if (isEmpty()) {
            throw new IllegalStateException("The queue is empty");
        }
        return items[front];
    }

    public boolean isEmpty() {
        return count == 0;
    }

    public int size() {
        return count;
    }

    private void grow() {
        int[] bigger = new int[items.length * 2];
        for (int i = 0; i < count; i++) {
            bigger[i] = items[(front + i) % items.length];
        }
        items = bigger;
        front = 0;
    }

    public static void main(String[] args) {
        CircularQueue queue = new CircularQueue();
        for (int v : new int[] {10, 20, 30, 40, 50}) {
            queue.enqueue(v);
        }
        System.out.println(queue.peek()); // 10
        System.out.println(queue.dequeue()); // 10
        System.out.println(queue.dequeue()); // 20
        queue.enqueue(60);
        System.out.println(queue.size()); // 4
        System.out.println(queue.peek()); // 30
    }
}
`;

export const queueListings = listings('CircularQueue', javascript, python, java);
