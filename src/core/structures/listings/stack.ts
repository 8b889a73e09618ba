import { listings } from './types';

const javascript = `// A stack on top of an array: the end of the array is the top.
class ArrayStack {
  constructor() {
    this.items = [];
  }

  // Push: put a value on the top. Amortised O(1).
  push(value) {
    this.items.push(value);
  }

  // Pop: take the top value off and return it. O(1).
  pop() {
    if (this.isEmpty()) throw new Error('Stack underflow: the stack is empty');
    return this.items.pop();
  }

  // Peek: read the top value without removing it. O(1).
  peek() {
    if (this.isEmpty()) throw new Error('The stack is empty');
    return this.items[this.items.length - 1];
  }

  isEmpty() {
    return this.items.length === 0;
  }

  size() {
    return this.items.length;
  }
}

// Usage
const stack = new ArrayStack();
[10, 20, 30, 40, 50].forEach((v) => stack.push(v));
console.log(stack.peek()); // 50
console.log(stack.pop()); // 50
console.log(stack.pop()); // 40
console.log(stack.size()); // 3
console.log(stack.isEmpty()); // false
`;

const python = `# A stack on top of a Python list: the end of the list is the top.
class ArrayStack:
    def __init__(self):
        self._items = []

    # Push: put a value on the top. Amortised O(1).
    def push(self, value):
        self._items.append(value)

    # Pop: take the top value off and return it. O(1).
    def pop(self):
        if self.is_empty():
            raise IndexError("Stack underflow: the stack is empty")
        return self._items.pop()

    # Peek: read the top value without removing it. O(1).
    def peek(self):
        if self.is_empty():
            raise IndexError("The stack is empty")
        return self._items[-1]

    def is_empty(self):
        return len(self._items) == 0

    def size(self):
        return len(self._items)


if __name__ == "__main__":
    stack = ArrayStack()
    for v in [10, 20, 30, 40, 50]:
        stack.push(v)
    print(stack.peek())  # 50
    print(stack.pop())  # 50
    print(stack.pop())  # 40
    print(stack.size())  # 3
    print(stack.is_empty())  # False
`;

const java = `import java.util.Arrays;

// A stack on top of an array that doubles when full: items[top] is the top.
public class ArrayStack {
    private int[] items = new int[4];
    private int top = -1;

    // Push: put a value on the top. Amortised O(1).
    public void push(int value) {
        if (top + 1 == items.length) {
            items = Arrays.copyOf(items, items.length * 2);
        }
        items[++top] = value;
    }

    // Pop: take the top value off and return it. O(1).
    public int pop() {
        if (isEmpty()) {
            throw new IllegalStateException("Stack underflow: the stack is empty");
        }
        return items[top--];
    }

    // Peek: read the top value without removing it. O(1).
    public int peek() {
        if (isEmpty()) {
            throw new IllegalStateException("The stack is empty");
        }
        return items[top];
    }

    public boolean isEmpty() {
        return top == -1;
    }

    public int size() {
        return top + 1;
    }

    public static void main(String[] args) {
        ArrayStack stack = new ArrayStack();
        for (int v : new int[] {10, 20, 30, 40, 50}) {
            stack.push(v);
        }
        System.out.println(stack.peek()); // 50
        System.out.println(stack.pop()); // 50
        System.out.println(stack.pop()); // 40
        System.out.println(stack.size()); // 3
        System.out.println(stack.isEmpty()); // false
    }
}
`;

export const stackListings = listings('ArrayStack', javascript, python, java);
