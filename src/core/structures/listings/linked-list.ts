import { listings } from './types';

const javascript = `// A singly linked list: each node holds a value and a pointer to the next node.
class Node {
  constructor(value, next = null) {
    this.value = value;
    this.next = next;
  }
}

class SinglyLinkedList {
  constructor() {
    this.head = null;
    this.length = 0;
  }

  size() {
    return this.length;
  }

  // Add to End: walk to the last node and link the new node after it. O(n).
  append(value) {
    const node = new Node(value);
    if (this.head === null) {
      this.head = node;
    } else {
      let last = this.head;
      while (last.next !== null) last = last.next;
      last.next = node;
    }
    this.length++;
  }

  // Insert at Position: walk to the node before the position and relink. O(n).
  insertAt(position, value) {
    if (!Number.isInteger(position) || position < 0 || position > this.length) {
      throw new RangeError('Position ' + position + ' is out of bounds');
    }
    if (position === 0) {
      this.head = new Node(value, this.head);
    } else {
      const previous = this.nodeAt(position - 1);
      previous.next = new Node(value, previous.next);
    }
    this.length++;
  }

  // Remove Node: unlink the node at the position and return its value. O(n).
  removeAt(position) {
    if (!Number.isInteger(position) || position < 0 || position >= this.length) {
      throw new RangeError('Position ' + position + ' is out of bounds');
    }
    let removed;
    if (position === 0) {
      removed = this.head;
      this.head = removed.next;
    } else {
      const previous = this.nodeAt(position - 1);
      removed = previous.next;
      previous.next = removed.next;
    }
    this.length--;
    return removed.value;
  }

  nodeAt(position) {
    let node = this.head;
    for (let i = 0; i < position; i++) node = node.next;
    return node;
  }

  toArray() {
    const values = [];
    for (let node = this.head; node !== null; node = node.next) values.push(node.value);
    return values;
  }
}

// Usage
const list = new SinglyLinkedList();
[10, 20, 30, 40, 50].forEach((v) => list.append(v));
list.insertAt(2, 25);
console.log(list.toArray()); // [10, 20, 25, 30, 40, 50]
console.log(list.removeAt(0)); // 10
console.log(list.toArray()); // [20, 25, 30, 40, 50]
console.log(list.size()); // 5
`;

const python = `# A singly linked list: each node holds a value and a pointer to the next node.
class Node:
    def __init__(self, value, next=None):
        self.value = value
        self.next = next


class SinglyLinkedList:
    def __init__(self):
        self.head = None
        self._length = 0

    def size(self):
        return self._length

    # Add to End: walk to the last node and link the new node after it. O(n).
    def append(self, value):
        node = Node(value)
        if self.head is None:
            self.head = node
        else:
            last = self.head
            while last.next is not None:
                last = last.next
            last.next = node
        self._length += 1

    # Insert at Position: walk to the node before the position and relink. O(n).
    def insert_at(self, position, value):
        if position < 0 or position > self._length:
            raise IndexError(f"Position {position} is out of bounds")
        if position == 0:
            self.head = Node(value, self.head)
        else:
            previous = self._node_at(position - 1)
            previous.next = Node(value, previous.next)
        self._length += 1

    # Remove Node: unlink the node at the position and return its value. O(n).
    def remove_at(self, position):
        if position < 0 or position >= self._length:
            raise IndexError(f"Position {position} is out of bounds")
        if position == 0:
            removed = self.head
            self.head = removed.next
        else:
            previous = self._node_at(position - 1)
            removed = previous.next
            previous.next = removed.next
        self._length -= 1
        return removed.value

    def _node_at(self, position):
        node = self.head
        for _ in range(position):
            node = node.next
        return node

    def to_list(self):
        values = []
        node = self.head
        while node is not None:
            values.append(node.value)
            node = node.next
        return values


if __name__ == "__main__":
    linked = SinglyLinkedList()
    for v in [10, 20, 30, 40, 50]:
        linked.append(v)
    linked.insert_at(2, 25)
    print(linked.to_list())  # [10, 20, 25, 30, 40, 50]
    print(linked.remove_at(0))  # 10
    print(linked.to_list())  # [20, 25, 30, 40, 50]
    print(linked.size())  # 5
`;

const java = `import java.util.Arrays;

// A singly linked list: each node holds a value and a pointer to the next node.
public class SinglyLinkedList {
    private static class Node {
        int value;
        Node next;

        Node(int value, Node next) {
            this.value = value;
            this.next = next;
        }
    }

    private Node head;
    private int length;

    public int size() {
        return length;
    }

    // Add to End: walk to the last node and link the new node after it. O(n).
    public void append(int value) {
        Node node = new Node(value, null);
        if (head == null) {
            head = node;
        } else {
            Node last = head;
            while (last.next != null) {
                last = last.next;
            }
            last.next = node;
        }
        length++;
    }

    // Insert at Position: walk to the node before the position and relink. O(n).
    public void insertAt(int position, int value) {
        if (position < 0 || position > length) {
            throw new IndexOutOfBoundsException("Position " + position + " is out of bounds");
        }
        if (position == 0) {
            head = new Node(value, head);
        } else {
            Node previous = nodeAt(position - 1);
            previous.next = new Node(value, previous.next);
        }
        length++;
    }

    // Remove Node: unlink the node at the position and return its value. O(n).
    public int removeAt(int position) {
        if (position < 0 || position >= length) {
            throw new IndexOutOfBoundsException("Position " + position + " is out of bounds");
        }
        Node removed;
        if (position == 0) {
            removed = head;
            head = removed.next;
        } else {
            Node previous = nodeAt(position - 1);
            removed = previous.next;
            previous.next = removed.next;
        }
        length--;
        return removed.value;
    }

    private Node nodeAt(int position) {
        Node node = head;
        for (int i = 0; i < position; i++) {
            node = node.next;
        }
        return node;
    }

    public int[] toArray() {
        int[] values = new int[length];
        Node node = head;
        for (int i = 0; i < length; i++) {
            values[i] = node.value;
            node = node.next;
        }
        return values;
    }

    public static void main(String[] args) {
        SinglyLinkedList list = new SinglyLinkedList();
        for (int v : new int[] {10, 20, 30, 40, 50}) {
            list.append(v);
        }
        list.insertAt(2, 25);
        System.out.println(Arrays.toString(list.toArray())); // [10, 20, 25, 30, 40, 50]
        System.out.println(list.removeAt(0)); // 10
        System.out.println(Arrays.toString(list.toArray())); // [20, 25, 30, 40, 50]
        System.out.println(list.size()); // 5
    }
}
`;

export const linkedListListings = listings('SinglyLinkedList', javascript, python, java);
