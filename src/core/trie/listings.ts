/**
 * The trie in JavaScript, Python and Java: insert, search, starts-with (the words under a prefix, and
 * their count) and delete, whose marked lines are the ones the page's steps highlight, and the textbook
 * example. The page loads these only with its code listing.
 */
import { listing } from '@/core/listing';
import type { CodeListings } from '../algorithms/types';

export const TRIE_LISTINGS: CodeListings = {
  javascript: listing(
    'javascript',
    `
class TrieNode {
  constructor() {
    this.children = new Map();
    this.end = false; // a word ends here
  }
}

class Trie {
  constructor() {
    this.root = new TrieNode();
  }

  insert(word) {
    let node = this.root;  «start»
    for (const ch of word) {
      if (!node.children.has(ch)) {
        node.children.set(ch, new TrieNode());  «add»
      }
      node = node.children.get(ch);  «walk»
    }
    if (node.end) return false;  «already»
    node.end = true;  «mark-end»
    return true;
  }

  // the node a prefix leads to, or null
  find(prefix) {
    let node = this.root;  «start»
    for (const ch of prefix) {
      node = node.children.get(ch);  «walk»
      if (node === undefined) return null;  «missing»
    }
    return node;
  }

  search(word) {
    const node = this.find(word);
    return node !== null && node.end;  «check-end»
  }

  // every word that starts with prefix, alphabetically: the autocomplete list
  startsWith(prefix) {
    const words = [];
    const node = this.find(prefix);
    if (node !== null) this.collect(node, prefix, words);
    return words;  «count»
  }

  collect(node, spelled, words) {
    if (node.end) words.push(spelled);  «collect»
    for (const ch of [...node.children.keys()].sort()) {
      this.collect(node.children.get(ch), spelled + ch, words);
    }
  }

  countPrefix(prefix) {
    return this.startsWith(prefix).length;  «count»
  }

  delete(word) {
    const path = [this.root];  «start»
    for (const ch of word) {
      const next = path[path.length - 1].children.get(ch);  «walk»
      if (next === undefined) return false;  «missing»
      path.push(next);
    }
    const last = path[path.length - 1];
    if (!last.end) return false;  «check-end»
    last.end = false;  «unmark»
    // remove the nodes only this word needed, from the bottom up
    for (let d = word.length; d > 0; d--) {
      const node = path[d];
      if (node.end || node.children.size > 0) break;
      path[d - 1].children.delete(word[d - 1]);  «prune»
    }
    return true;
  }
}

const trie = new Trie();
for (const word of ['app', 'apple', 'apt', 'ball', 'bat', 'bath', 'tea', 'to']) trie.insert(word);
console.log(trie.search('app')); // true
console.log(trie.search('ap')); // false
console.log(trie.countPrefix('ap')); // 3
console.log(trie.startsWith('ba').join(', ')); // ball, bat, bath
trie.delete('apple');
console.log(trie.startsWith('ap').join(', ')); // app, apt
`,
  ),
  python: listing(
    'python',
    `
class TrieNode:
    def __init__(self):
        self.children = {}
        self.end = False  # a word ends here


class Trie:
    def __init__(self):
        self.root = TrieNode()

    def insert(self, word):
        node = self.root  «start»
        for ch in word:
            if ch not in node.children:
                node.children[ch] = TrieNode()  «add»
            node = node.children[ch]  «walk»
        if node.end:  «already»
            return False
        node.end = True  «mark-end»
        return True

    # the node a prefix leads to, or None
    def find(self, prefix):
        node = self.root  «start»
        for ch in prefix:
            node = node.children.get(ch)  «walk»
            if node is None:  «missing»
                return None
        return node

    def search(self, word):
        node = self.find(word)
        return node is not None and node.end  «check-end»

    # every word that starts with prefix, alphabetically: the autocomplete list
    def starts_with(self, prefix):
        words = []
        node = self.find(prefix)
        if node is not None:
            self.collect(node, prefix, words)
        return words  «count»

    def collect(self, node, spelled, words):
        if node.end:  «collect»
            words.append(spelled)
        for ch in sorted(node.children):
            self.collect(node.children[ch], spelled + ch, words)

    def count_prefix(self, prefix):
        return len(self.starts_with(prefix))  «count»

    def delete(self, word):
        path = [self.root]  «start»
        for ch in word:
            nxt = path[-1].children.get(ch)  «walk»
            if nxt is None:  «missing»
                return False
            path.append(nxt)
        last = path[-1]
        if not last.end:  «check-end»
            return False
        last.end = False  «unmark»
        # remove the nodes only this word needed, from the bottom up
        for d in range(len(word), 0, -1):
            node = path[d]
            if node.end or node.children:
                break
            del path[d - 1].children[word[d - 1]]  «prune»
        return True


trie = Trie()
for word in ["app", "apple", "apt", "ball", "bat", "bath", "tea", "to"]:
    trie.insert(word)
print(trie.search("app"))  # True
print(trie.search("ap"))  # False
print(trie.count_prefix("ap"))  # 3
print(", ".join(trie.starts_with("ba")))  # ball, bat, bath
trie.delete("apple")
print(", ".join(trie.starts_with("ap")))  # app, apt
`,
  ),
  java: listing(
    'java',
    `
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

public class Trie {
    static class Node {
        final Map<Character, Node> children = new TreeMap<>(); // kept in letter order
        boolean end; // a word ends here
    }

    private final Node root = new Node();

    public boolean insert(String word) {
        Node node = root;  «start»
        for (char ch : word.toCharArray()) {
            if (!node.children.containsKey(ch)) {
                node.children.put(ch, new Node());  «add»
            }
            node = node.children.get(ch);  «walk»
        }
        if (node.end) return false;  «already»
        node.end = true;  «mark-end»
        return true;
    }

    // the node a prefix leads to, or null
    private Node find(String prefix) {
        Node node = root;  «start»
        for (char ch : prefix.toCharArray()) {
            node = node.children.get(ch);  «walk»
            if (node == null) return null;  «missing»
        }
        return node;
    }

    public boolean search(String word) {
        Node node = find(word);
        return node != null && node.end;  «check-end»
    }

    // every word that starts with prefix, alphabetically: the autocomplete list
    public List<String> startsWith(String prefix) {
        List<String> words = new ArrayList<>();
        Node node = find(prefix);
        if (node != null) collect(node, prefix, words);
        return words;  «count»
    }

    private void collect(Node node, String spelled, List<String> words) {
        if (node.end) words.add(spelled);  «collect»
        for (Map.Entry<Character, Node> child : node.children.entrySet()) {
            collect(child.getValue(), spelled + child.getKey(), words);
        }
    }

    public int countPrefix(String prefix) {
        return startsWith(prefix).size();  «count»
    }

    public boolean delete(String word) {
        List<Node> path = new ArrayList<>();
        path.add(root);  «start»
        for (char ch : word.toCharArray()) {
            Node next = path.get(path.size() - 1).children.get(ch);  «walk»
            if (next == null) return false;  «missing»
            path.add(next);
        }
        Node last = path.get(path.size() - 1);
        if (!last.end) return false;  «check-end»
        last.end = false;  «unmark»
        // remove the nodes only this word needed, from the bottom up
        for (int d = word.length(); d > 0; d--) {
            Node node = path.get(d);
            if (node.end || !node.children.isEmpty()) break;
            path.get(d - 1).children.remove(word.charAt(d - 1));  «prune»
        }
        return true;
    }

    public static void main(String[] args) {
        Trie trie = new Trie();
        for (String word : List.of("app", "apple", "apt", "ball", "bat", "bath", "tea", "to")) trie.insert(word);
        System.out.println(trie.search("app")); // true
        System.out.println(trie.search("ap")); // false
        System.out.println(trie.countPrefix("ap")); // 3
        System.out.println(String.join(", ", trie.startsWith("ba"))); // ball, bat, bath
        trie.delete("apple");
        System.out.println(String.join(", ", trie.startsWith("ap"))); // app, apt
    }
}
`,
  ),
};
