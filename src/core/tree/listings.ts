/**
 * The binary search tree in JavaScript, Python and Java: one class for both variants (the `avl` flag
 * turns on rebalancing), whose marked lines are the ones the tree's steps highlight, and an example that
 * builds the variant the page shows. The Trees page loads these only with its code listing.
 */
import { listing } from '@/core/listing';
import type { CodeListings, Language } from '../algorithms/types';
import type { TreeVariant } from './tree';

/**
 * What the example prints after inserting 1 to 7 in order, deleting 4 and asking for the maximum: an
 * AVL tree stays balanced, a plain one grows into a chain.
 */
const EXAMPLE_OUTPUT: Record<TreeVariant, { preOrder: string; height: number; levelOrder: string }> = {
  avl: { preOrder: '[4, 2, 1, 3, 6, 5, 7]', height: 3, levelOrder: '[5, 2, 6, 1, 3, 7]' },
  bst: { preOrder: '[1, 2, 3, 4, 5, 6, 7]', height: 7, levelOrder: '[1, 2, 3, 5, 6, 7]' },
};

/** The example each listing ends with, for the variant the page shows. */
function example(variant: TreeVariant): Record<Language, string> {
  const avl = variant === 'avl';
  const { preOrder, height, levelOrder } = EXAMPLE_OUTPUT[variant];
  return {
    javascript: `const tree = new BinarySearchTree(${avl});
for (const key of [1, 2, 3, 4, 5, 6, 7]) tree.insert(key);  «build»
console.log(tree.preOrder()); // ${preOrder}
console.log(tree.treeHeight()); // ${height}
tree.delete(4);
console.log(tree.levelOrder()); // ${levelOrder}
console.log(tree.max()); // 7`,
    python: `tree = BinarySearchTree(avl=${avl ? 'True' : 'False'})
for key in [1, 2, 3, 4, 5, 6, 7]:
    tree.insert(key)  «build»
print(tree.pre_order())  # ${preOrder}
print(tree.tree_height())  # ${height}
tree.delete(4)
print(tree.level_order())  # ${levelOrder}
print(tree.max())  # 7`,
    java: `        BinarySearchTree tree = new BinarySearchTree(${avl});
        for (int key : new int[] {1, 2, 3, 4, 5, 6, 7}) tree.insert(key);  «build»
        System.out.println(tree.preOrder()); // ${preOrder}
        System.out.println(tree.treeHeight()); // ${height}
        tree.delete(4);
        System.out.println(tree.levelOrder()); // ${levelOrder}
        System.out.println(tree.max()); // 7`,
  };
}

function treeListings(variant: TreeVariant): CodeListings {
  const demo = example(variant);
  return {
    javascript: listing(
      'javascript',
      `
class BinarySearchTree {
  // avl = true keeps the tree balanced: every balance factor stays in -1..1
  constructor(avl = false) {
    this.root = null;
    this.avl = avl;
  }

  height(node) {
    return node === null ? 0 : node.height;
  }

  // left subtree's height minus the right's
  balance(node) {
    return this.height(node.left) - this.height(node.right);
  }

  update(node) {
    node.height = 1 + Math.max(this.height(node.left), this.height(node.right));
  }

  rotateRight(z) {
    const y = z.left;
    z.left = y.right;
    y.right = z;  «rotate-right»
    this.update(z);
    this.update(y);
    return y;
  }

  rotateLeft(z) {
    const y = z.right;
    z.right = y.left;
    y.left = z;  «rotate-left»
    this.update(z);
    this.update(y);
    return y;
  }

  // After a change below node: update its height and, in an AVL tree, rotate if it is off by 2
  rebalance(node) {
    this.update(node);
    if (!this.avl) return node;
    const b = this.balance(node);  «check-balance»
    if (b > 1) {
      if (this.balance(node.left) < 0) node.left = this.rotateLeft(node.left); // LR: first at the child
      return this.rotateRight(node); // LL
    }
    if (b < -1) {
      if (this.balance(node.right) > 0) node.right = this.rotateRight(node.right); // RL: first at the child
      return this.rotateLeft(node); // RR
    }
    return node;
  }

  insert(key) {
    this.root = this.insertAt(this.root, key);
  }

  insertAt(node, key) {
    if (node === null) return { key, left: null, right: null, height: 1 };  «attach»
    if (key === node.key) throw new Error(\`\${key} is already in the tree\`);
    if (key < node.key) node.left = this.insertAt(node.left, key);  «go-left»
    else node.right = this.insertAt(node.right, key);  «go-right»
    return this.rebalance(node);
  }

  search(key) {
    let node = this.root;
    while (node !== null) {
      if (key === node.key) return true;  «found»
      node = key < node.key ? node.left : node.right;  «search-step»
    }
    return false;  «not-found»
  }

  delete(key) {
    this.root = this.deleteAt(this.root, key);
  }

  deleteAt(node, key) {
    if (node === null) throw new Error(\`\${key} is not in the tree\`);  «delete-missing»
    if (key < node.key) node.left = this.deleteAt(node.left, key);  «delete-left»
    else if (key > node.key) node.right = this.deleteAt(node.right, key);  «delete-right»
    else if (node.left === null && node.right === null) return null;  «delete-leaf»
    else if (node.left === null || node.right === null) return node.left ?? node.right;  «delete-one-child»
    else {
      // Two children: the in-order successor (the smallest key on the right) takes its place
      let successor = node.right;
      while (successor.left !== null) successor = successor.left;  «successor»
      node.key = successor.key;  «copy-successor»
      node.right = this.deleteAt(node.right, successor.key);
    }
    return this.rebalance(node);
  }

  min() {
    if (this.root === null) throw new Error('the tree is empty');
    let node = this.root;
    while (node.left !== null) node = node.left;  «min-step»
    return node.key;  «min-found»
  }

  max() {
    if (this.root === null) throw new Error('the tree is empty');
    let node = this.root;
    while (node.right !== null) node = node.right;  «max-step»
    return node.key;  «max-found»
  }

  // The number of levels: 0 for an empty tree
  treeHeight(node = this.root) {
    if (node === null) return 0;
    return 1 + Math.max(this.treeHeight(node.left), this.treeHeight(node.right));  «height-node»
  }

  inOrder(node = this.root, out = []) {
    if (node === null) return out;
    this.inOrder(node.left, out);
    out.push(node.key);  «visit-in»
    this.inOrder(node.right, out);
    return out;
  }

  preOrder(node = this.root, out = []) {
    if (node === null) return out;
    out.push(node.key);  «visit-pre»
    this.preOrder(node.left, out);
    this.preOrder(node.right, out);
    return out;
  }

  postOrder(node = this.root, out = []) {
    if (node === null) return out;
    this.postOrder(node.left, out);
    this.postOrder(node.right, out);
    out.push(node.key);  «visit-post»
    return out;
  }

  levelOrder() {
    const out = [];
    const queue = this.root === null ? [] : [this.root];
    while (queue.length > 0) {
      const node = queue.shift();
      out.push(node.key);  «visit-level»
      if (node.left !== null) queue.push(node.left);
      if (node.right !== null) queue.push(node.right);
    }
    return out;
  }
}

${demo.javascript}
`,
    ),
    python: listing(
      'python',
      `
from collections import deque


class Node:
    def __init__(self, key):
        self.key = key
        self.left = None
        self.right = None
        self.height = 1


class BinarySearchTree:
    # avl=True keeps the tree balanced: every balance factor stays in -1..1
    def __init__(self, avl=False):
        self.root = None
        self.avl = avl

    def height(self, node):
        return 0 if node is None else node.height

    # left subtree's height minus the right's
    def balance(self, node):
        return self.height(node.left) - self.height(node.right)

    def update(self, node):
        node.height = 1 + max(self.height(node.left), self.height(node.right))

    def rotate_right(self, z):
        y = z.left
        z.left = y.right
        y.right = z  «rotate-right»
        self.update(z)
        self.update(y)
        return y

    def rotate_left(self, z):
        y = z.right
        z.right = y.left
        y.left = z  «rotate-left»
        self.update(z)
        self.update(y)
        return y

    # After a change below node: update its height and, in an AVL tree, rotate if it is off by 2
    def rebalance(self, node):
        self.update(node)
        if not self.avl:
            return node
        b = self.balance(node)  «check-balance»
        if b > 1:
            if self.balance(node.left) < 0:  # LR: first at the child
                node.left = self.rotate_left(node.left)
            return self.rotate_right(node)  # LL
        if b < -1:
            if self.balance(node.right) > 0:  # RL: first at the child
                node.right = self.rotate_right(node.right)
            return self.rotate_left(node)  # RR
        return node

    def insert(self, key):
        self.root = self._insert(self.root, key)

    def _insert(self, node, key):
        if node is None:
            return Node(key)  «attach»
        if key == node.key:
            raise KeyError(f"{key} is already in the tree")
        if key < node.key:
            node.left = self._insert(node.left, key)  «go-left»
        else:
            node.right = self._insert(node.right, key)  «go-right»
        return self.rebalance(node)

    def search(self, key):
        node = self.root
        while node is not None:
            if key == node.key:
                return True  «found»
            node = node.left if key < node.key else node.right  «search-step»
        return False  «not-found»

    def delete(self, key):
        self.root = self._delete(self.root, key)

    def _delete(self, node, key):
        if node is None:
            raise KeyError(f"{key} is not in the tree")  «delete-missing»
        if key < node.key:
            node.left = self._delete(node.left, key)  «delete-left»
        elif key > node.key:
            node.right = self._delete(node.right, key)  «delete-right»
        elif node.left is None and node.right is None:
            return None  «delete-leaf»
        elif node.left is None or node.right is None:
            return node.left or node.right  «delete-one-child»
        else:
            # Two children: the in-order successor (the smallest key on the right) takes its place
            successor = node.right
            while successor.left is not None:
                successor = successor.left  «successor»
            node.key = successor.key  «copy-successor»
            node.right = self._delete(node.right, successor.key)
        return self.rebalance(node)

    def min(self):
        if self.root is None:
            raise KeyError("the tree is empty")
        node = self.root
        while node.left is not None:
            node = node.left  «min-step»
        return node.key  «min-found»

    def max(self):
        if self.root is None:
            raise KeyError("the tree is empty")
        node = self.root
        while node.right is not None:
            node = node.right  «max-step»
        return node.key  «max-found»

    # The number of levels: 0 for an empty tree
    def tree_height(self):
        return self._height(self.root)

    def _height(self, node):
        if node is None:
            return 0
        return 1 + max(self._height(node.left), self._height(node.right))  «height-node»

    def in_order(self):
        out = []

        def visit(node):
            if node is None:
                return
            visit(node.left)
            out.append(node.key)  «visit-in»
            visit(node.right)

        visit(self.root)
        return out

    def pre_order(self):
        out = []

        def visit(node):
            if node is None:
                return
            out.append(node.key)  «visit-pre»
            visit(node.left)
            visit(node.right)

        visit(self.root)
        return out

    def post_order(self):
        out = []

        def visit(node):
            if node is None:
                return
            visit(node.left)
            visit(node.right)
            out.append(node.key)  «visit-post»

        visit(self.root)
        return out

    def level_order(self):
        out = []
        queue = deque([self.root] if self.root is not None else [])
        while queue:
            node = queue.popleft()
            out.append(node.key)  «visit-level»
            if node.left is not None:
                queue.append(node.left)
            if node.right is not None:
                queue.append(node.right)
        return out


${demo.python}
`,
    ),
    java: listing(
      'java',
      `
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

public class BinarySearchTree {
    static class Node {
        int key;
        int height = 1;
        Node left;
        Node right;

        Node(int key) {
            this.key = key;
        }
    }

    private Node root;
    // avl = true keeps the tree balanced: every balance factor stays in -1..1
    private final boolean avl;

    public BinarySearchTree(boolean avl) {
        this.avl = avl;
    }

    private int height(Node node) {
        return node == null ? 0 : node.height;
    }

    // left subtree's height minus the right's
    private int balance(Node node) {
        return height(node.left) - height(node.right);
    }

    private void update(Node node) {
        node.height = 1 + Math.max(height(node.left), height(node.right));
    }

    private Node rotateRight(Node z) {
        Node y = z.left;
        z.left = y.right;
        y.right = z;  «rotate-right»
        update(z);
        update(y);
        return y;
    }

    private Node rotateLeft(Node z) {
        Node y = z.right;
        z.right = y.left;
        y.left = z;  «rotate-left»
        update(z);
        update(y);
        return y;
    }

    // After a change below node: update its height and, in an AVL tree, rotate if it is off by 2
    private Node rebalance(Node node) {
        update(node);
        if (!avl) return node;
        int b = balance(node);  «check-balance»
        if (b > 1) {
            if (balance(node.left) < 0) node.left = rotateLeft(node.left); // LR: first at the child
            return rotateRight(node); // LL
        }
        if (b < -1) {
            if (balance(node.right) > 0) node.right = rotateRight(node.right); // RL: first at the child
            return rotateLeft(node); // RR
        }
        return node;
    }

    public void insert(int key) {
        root = insertAt(root, key);
    }

    private Node insertAt(Node node, int key) {
        if (node == null) return new Node(key);  «attach»
        if (key == node.key) throw new IllegalStateException(key + " is already in the tree");
        if (key < node.key) node.left = insertAt(node.left, key);  «go-left»
        else node.right = insertAt(node.right, key);  «go-right»
        return rebalance(node);
    }

    public boolean search(int key) {
        Node node = root;
        while (node != null) {
            if (key == node.key) return true;  «found»
            node = key < node.key ? node.left : node.right;  «search-step»
        }
        return false;  «not-found»
    }

    public void delete(int key) {
        root = deleteAt(root, key);
    }

    private Node deleteAt(Node node, int key) {
        if (node == null) throw new IllegalStateException(key + " is not in the tree");  «delete-missing»
        if (key < node.key) node.left = deleteAt(node.left, key);  «delete-left»
        else if (key > node.key) node.right = deleteAt(node.right, key);  «delete-right»
        else if (node.left == null && node.right == null) return null;  «delete-leaf»
        else if (node.left == null || node.right == null) return node.left != null ? node.left : node.right;  «delete-one-child»
        else {
            // Two children: the in-order successor (the smallest key on the right) takes its place
            Node successor = node.right;
            while (successor.left != null) successor = successor.left;  «successor»
            node.key = successor.key;  «copy-successor»
            node.right = deleteAt(node.right, successor.key);
        }
        return rebalance(node);
    }

    public int min() {
        if (root == null) throw new IllegalStateException("the tree is empty");
        Node node = root;
        while (node.left != null) node = node.left;  «min-step»
        return node.key;  «min-found»
    }

    public int max() {
        if (root == null) throw new IllegalStateException("the tree is empty");
        Node node = root;
        while (node.right != null) node = node.right;  «max-step»
        return node.key;  «max-found»
    }

    // The number of levels: 0 for an empty tree
    public int treeHeight() {
        return treeHeight(root);
    }

    private int treeHeight(Node node) {
        if (node == null) return 0;
        return 1 + Math.max(treeHeight(node.left), treeHeight(node.right));  «height-node»
    }

    public List<Integer> inOrder() {
        List<Integer> out = new ArrayList<>();
        inOrder(root, out);
        return out;
    }

    private void inOrder(Node node, List<Integer> out) {
        if (node == null) return;
        inOrder(node.left, out);
        out.add(node.key);  «visit-in»
        inOrder(node.right, out);
    }

    public List<Integer> preOrder() {
        List<Integer> out = new ArrayList<>();
        preOrder(root, out);
        return out;
    }

    private void preOrder(Node node, List<Integer> out) {
        if (node == null) return;
        out.add(node.key);  «visit-pre»
        preOrder(node.left, out);
        preOrder(node.right, out);
    }

    public List<Integer> postOrder() {
        List<Integer> out = new ArrayList<>();
        postOrder(root, out);
        return out;
    }

    private void postOrder(Node node, List<Integer> out) {
        if (node == null) return;
        postOrder(node.left, out);
        postOrder(node.right, out);
        out.add(node.key);  «visit-post»
    }

    public List<Integer> levelOrder() {
        List<Integer> out = new ArrayList<>();
        ArrayDeque<Node> queue = new ArrayDeque<>();
        if (root != null) queue.add(root);
        while (!queue.isEmpty()) {
            Node node = queue.poll();
            out.add(node.key);  «visit-level»
            if (node.left != null) queue.add(node.left);
            if (node.right != null) queue.add(node.right);
        }
        return out;
    }

    public static void main(String[] args) {
${demo.java}
    }
}
`,
    ),
  };
}

/** The listings by variant: the same class, and an example that builds the tree the page shows. */
export const TREE_LISTINGS: Readonly<Record<TreeVariant, CodeListings>> = {
  bst: treeListings('bst'),
  avl: treeListings('avl'),
};
