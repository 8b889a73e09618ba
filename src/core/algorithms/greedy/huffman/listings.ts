import type { CodeListings } from '../../types';
import { listing } from '@/core/listing';

export const huffmanCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
// Each symbol's Huffman code for a text. Equal weights leave the queue in
// the order their nodes were made: leaves in the order their symbols first
// appear in the text, then merged nodes. The first node taken goes left (0).
function huffman(text) {
  const freq = new Map();
  for (const ch of text) freq.set(ch, (freq.get(ch) ?? 0) + 1);  «count»
  const queue = [];
  let made = 0;
  for (const [symbol, weight] of freq) {
    queue.push({ symbol, weight, order: made++ });  «leaf»
  }
  while (queue.length > 1) {
    const left = takeLightest(queue);
    const right = takeLightest(queue);
    queue.push({ weight: left.weight + right.weight, order: made++, left, right });  «merge»
  }
  const codes = new Map();
  assign(queue[0], '', codes);
  return codes;  «done»
}

// A priority queue kept as a list: take out its lightest node.
function takeLightest(queue) {
  let best = 0;
  for (let i = 1; i < queue.length; i++) {
    const a = queue[i];
    const b = queue[best];
    if (a.weight < b.weight || (a.weight === b.weight && a.order < b.order)) best = i;
  }
  return queue.splice(best, 1)[0];
}

// Left adds a 0, right a 1; a tree of one leaf gives its symbol the code 0.
function assign(node, prefix, codes) {
  if (node.symbol !== undefined) {
    codes.set(node.symbol, prefix === '' ? '0' : prefix);  «code»
    return;
  }
  assign(node.left, prefix + '0', codes);
  assign(node.right, prefix + '1', codes);
}

const text = 'abracadabra';
const codes = huffman(text);
let bits = 0;
for (const ch of text) bits += codes.get(ch).length;
console.log(codes, bits);
`,
  ),
  python: listing(
    'python',
    `
import heapq


# Each symbol's Huffman code for a text. Equal weights leave the queue in
# the order their nodes were made: leaves in the order their symbols first
# appear in the text, then merged nodes. The first node taken goes left (0).
def huffman(text):
    freq = {}
    for ch in text:
        freq[ch] = freq.get(ch, 0) + 1  «count»
    # (weight, order, tree): a leaf is its symbol, a merged node (left, right)
    queue = []
    for order, (symbol, weight) in enumerate(freq.items()):
        heapq.heappush(queue, (weight, order, symbol))  «leaf»
    made = len(queue)
    while len(queue) > 1:
        left = heapq.heappop(queue)
        right = heapq.heappop(queue)
        heapq.heappush(queue, (left[0] + right[0], made, (left[2], right[2])))  «merge»
        made += 1
    codes = {}
    assign(queue[0][2], "", codes)
    return codes  «done»


# Left adds a 0, right a 1; a tree of one leaf gives its symbol the code 0.
def assign(tree, prefix, codes):
    if isinstance(tree, str):
        codes[tree] = prefix or "0"  «code»
        return
    assign(tree[0], prefix + "0", codes)
    assign(tree[1], prefix + "1", codes)


if __name__ == "__main__":
    text = "abracadabra"
    codes = huffman(text)
    print(codes, sum(len(codes[ch]) for ch in text))
`,
  ),
  java: listing(
    'java',
    `
import java.util.*;

public class Huffman {
    record Node(char symbol, int weight, int order, Node left, Node right) {}

    // Each symbol's Huffman code for a text. Equal weights leave the queue in
    // the order their nodes were made: leaves in the order their symbols first
    // appear in the text, then merged nodes. The first node taken goes left (0).
    public static Map<Character, String> huffman(String text) {
        Map<Character, Integer> freq = new LinkedHashMap<>();
        for (char ch : text.toCharArray()) {
            freq.merge(ch, 1, Integer::sum);  «count»
        }
        PriorityQueue<Node> queue = new PriorityQueue<>(
            Comparator.comparingInt(Node::weight).thenComparingInt(Node::order));
        int made = 0;
        for (Map.Entry<Character, Integer> e : freq.entrySet()) {
            queue.add(new Node(e.getKey(), e.getValue(), made++, null, null));  «leaf»
        }
        while (queue.size() > 1) {
            Node left = queue.poll();
            Node right = queue.poll();
            queue.add(new Node('\\0', left.weight() + right.weight(), made++, left, right));  «merge»
        }
        Map<Character, String> codes = new LinkedHashMap<>();
        assign(queue.poll(), "", codes);
        return codes;  «done»
    }

    // Left adds a 0, right a 1; a tree of one leaf gives its symbol the code 0.
    static void assign(Node node, String prefix, Map<Character, String> codes) {
        if (node.left() == null) {
            codes.put(node.symbol(), prefix.isEmpty() ? "0" : prefix);  «code»
            return;
        }
        assign(node.left(), prefix + "0", codes);
        assign(node.right(), prefix + "1", codes);
    }

    public static void main(String[] args) {
        String text = "abracadabra";
        Map<Character, String> codes = huffman(text);
        int bits = 0;
        for (char ch : text.toCharArray()) bits += codes.get(ch).length();
        System.out.println(codes + " " + bits);
    }
}
`,
  ),
};
