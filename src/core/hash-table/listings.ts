/**
 * The hash table in JavaScript, Python and Java: one class for both modes (separate chaining, or open
 * addressing with linear probing and tombstones), whose marked lines are the ones the table's steps
 * highlight. The Hash Tables page loads these only with its code listing.
 */
import { withExampleValue, type ExampleCall } from '../algorithms/exampleCall';
import { listing } from '@/core/listing';
import type { CodeListings } from '../algorithms/types';
import type { HashMode } from './hashTable';

const hashTableCode: CodeListings = {
  javascript: listing(
    'javascript',
    `
const TOMBSTONE = { deleted: true };

class HashTable {
  constructor(mode = 'chaining') {
    this.mode = mode;  // 'chaining' or 'probing'
    this.maxLoad = mode === 'chaining' ? 1 : 0.7;
    this.reset(7);
  }

  reset(capacity) {
    this.capacity = capacity;
    this.used = 0;  // keys, plus tombstones when probing
    this.slots = Array.from({ length: capacity }, () => (this.mode === 'chaining' ? [] : null));
  }

  hash(key) {
    const m = this.capacity;
    if (typeof key === 'number') return ((key % m) + m) % m;  «hash»
    let h = 0;
    for (const ch of key) h = (h * 31 + ch.charCodeAt(0)) % m;  «hash»
    return h;
  }

  // Under probing: the slot holding key (or -1), and the first slot an insert may use.
  probe(key) {
    const home = this.hash(key);
    let free = -1;
    for (let i = 0; i < this.capacity; i++) {
      const slot = (home + i) % this.capacity;  «probe»
      const item = this.slots[slot];
      if (item === null) return { at: -1, free: free >= 0 ? free : slot };
      if (item === TOMBSTONE) {
        if (free < 0) free = slot;
      } else if (item === key) return { at: slot, free };
    }
    return { at: -1, free };
  }

  search(key) {
    if (this.mode === 'chaining') {
      const b = this.hash(key);
      for (const item of this.slots[b]) {
        if (item === key) return b;  «scan,found»
      }
      return -1;  «missing»
    }
    const { at } = this.probe(key);
    return at;  «found,missing»
  }

  insert(key) {
    if (this.search(key) >= 0) return false;  «duplicate»
    if (this.mode === 'chaining') {
      this.slots[this.hash(key)].push(key);  «append»
      this.used++;
    } else {
      const { free } = this.probe(key);
      if (this.slots[free] !== TOMBSTONE) this.used++;
      this.slots[free] = key;  «place»
    }
    if (this.used / this.capacity > this.maxLoad) this.resize();  «resize»
    return true;
  }

  delete(key) {
    if (this.mode === 'chaining') {
      const chain = this.slots[this.hash(key)];
      const i = chain.indexOf(key);
      if (i < 0) return false;  «missing»
      chain.splice(i, 1);  «unlink»
      this.used--;
      return true;
    }
    const { at } = this.probe(key);
    if (at < 0) return false;  «missing»
    this.slots[at] = TOMBSTONE;  «tombstone»
    return true;
  }

  // Twice the buckets plus one, every key hashed again; tombstones are left behind.
  resize() {
    const keys = this.keys();  «resize»
    this.reset(2 * this.capacity + 1);  «resize»
    for (const key of keys) {
      if (this.mode === 'chaining') this.slots[this.hash(key)].push(key);  «rehash»
      else this.slots[this.probe(key).free] = key;  «rehash»
      this.used++;
    }
  }

  keys() {
    return this.mode === 'chaining'
      ? this.slots.flat()
      : this.slots.filter((item) => item !== null && item !== TOMBSTONE);
  }
}

const table = new HashTable('probing');
for (const key of [15, 'cat', 8, 42, 22]) table.insert(key);
table.delete(8);
console.log(table.search(42));
console.log(table.search(8));
console.log(table.capacity);
`,
  ),
  python: listing(
    'python',
    `
TOMBSTONE = object()


class HashTable:
    def __init__(self, mode="chaining"):
        self.mode = mode  # "chaining" or "probing"
        self.max_load = 1 if mode == "chaining" else 0.7
        self.reset(7)

    def reset(self, capacity):
        self.capacity = capacity
        self.used = 0  # keys, plus tombstones when probing
        if self.mode == "chaining":
            self.slots = [[] for _ in range(capacity)]
        else:
            self.slots = [None] * capacity

    def hash(self, key):
        m = self.capacity
        if isinstance(key, int):
            return key % m  «hash»
        h = 0
        for ch in key:
            h = (h * 31 + ord(ch)) % m  «hash»
        return h

    # Under probing: the slot holding key (or -1), and the first slot an insert may use.
    def probe(self, key):
        home = self.hash(key)
        free = -1
        for i in range(self.capacity):
            slot = (home + i) % self.capacity  «probe»
            item = self.slots[slot]
            if item is None:
                return -1, (free if free >= 0 else slot)
            if item is TOMBSTONE:
                if free < 0:
                    free = slot
            elif item == key and type(item) is type(key):
                return slot, free
        return -1, free

    def search(self, key):
        if self.mode == "chaining":
            b = self.hash(key)
            for item in self.slots[b]:
                if item == key and type(item) is type(key):  «scan,found»
                    return b
            return -1  «missing»
        at, _ = self.probe(key)
        return at  «found,missing»

    def insert(self, key):
        if self.search(key) >= 0:
            return False  «duplicate»
        if self.mode == "chaining":
            self.slots[self.hash(key)].append(key)  «append»
            self.used += 1
        else:
            _, free = self.probe(key)
            if self.slots[free] is not TOMBSTONE:
                self.used += 1
            self.slots[free] = key  «place»
        if self.used / self.capacity > self.max_load:
            self.resize()  «resize»
        return True

    def delete(self, key):
        if self.mode == "chaining":
            chain = self.slots[self.hash(key)]
            for i, item in enumerate(chain):
                if item == key and type(item) is type(key):
                    del chain[i]  «unlink»
                    self.used -= 1
                    return True
            return False  «missing»
        at, _ = self.probe(key)
        if at < 0:
            return False  «missing»
        self.slots[at] = TOMBSTONE  «tombstone»
        return True

    # Twice the buckets plus one, every key hashed again; tombstones are left behind.
    def resize(self):
        keys = self.keys()  «resize»
        self.reset(2 * self.capacity + 1)  «resize»
        for key in keys:
            if self.mode == "chaining":
                self.slots[self.hash(key)].append(key)  «rehash»
            else:
                self.slots[self.probe(key)[1]] = key  «rehash»
            self.used += 1

    def keys(self):
        if self.mode == "chaining":
            return [key for chain in self.slots for key in chain]
        return [item for item in self.slots if item is not None and item is not TOMBSTONE]


table = HashTable("probing")
for key in [15, "cat", 8, 42, 22]:
    table.insert(key)
table.delete(8)
print(table.search(42))
print(table.search(8))
print(table.capacity)
`,
  ),
  java: listing(
    'java',
    `
import java.util.ArrayList;
import java.util.List;

public class HashTable {
    private static final Object TOMBSTONE = new Object();
    private final boolean chaining;
    private final double maxLoad;
    private int capacity;
    private int used; // keys, plus tombstones when probing
    private List<List<Object>> chains;
    private Object[] slots;

    public HashTable(String mode) {
        chaining = mode.equals("chaining");
        maxLoad = chaining ? 1.0 : 0.7;
        reset(7);
    }

    private void reset(int newCapacity) {
        capacity = newCapacity;
        used = 0;
        chains = new ArrayList<>();
        for (int i = 0; i < capacity; i++) chains.add(new ArrayList<>());
        slots = new Object[capacity];
    }

    public int capacity() {
        return capacity;
    }

    // Keys are Integers or Strings.
    int hash(Object key) {
        int m = capacity;
        if (key instanceof Integer k) return ((k % m) + m) % m;  «hash»
        int h = 0;
        for (char ch : ((String) key).toCharArray()) h = (h * 31 + ch) % m;  «hash»
        return h;
    }

    // Under probing: {the slot holding key or -1, the first slot an insert may use}.
    private int[] probe(Object key) {
        int home = hash(key);
        int free = -1;
        for (int i = 0; i < capacity; i++) {
            int slot = (home + i) % capacity;  «probe»
            Object item = slots[slot];
            if (item == null) return new int[] {-1, free >= 0 ? free : slot};
            if (item == TOMBSTONE) {
                if (free < 0) free = slot;
            } else if (item.equals(key)) return new int[] {slot, free};
        }
        return new int[] {-1, free};
    }

    public int search(Object key) {
        if (chaining) {
            int b = hash(key);
            for (Object item : chains.get(b)) {
                if (item.equals(key)) return b;  «scan,found»
            }
            return -1;  «missing»
        }
        return probe(key)[0];  «found,missing»
    }

    public boolean insert(Object key) {
        if (search(key) >= 0) return false;  «duplicate»
        if (chaining) {
            chains.get(hash(key)).add(key);  «append»
            used++;
        } else {
            int free = probe(key)[1];
            if (slots[free] != TOMBSTONE) used++;
            slots[free] = key;  «place»
        }
        if ((double) used / capacity > maxLoad) resize();  «resize»
        return true;
    }

    public boolean delete(Object key) {
        if (chaining) {
            boolean removed = chains.get(hash(key)).remove(key);  «unlink»
            if (!removed) return false;  «missing»
            used--;
            return true;
        }
        int at = probe(key)[0];
        if (at < 0) return false;  «missing»
        slots[at] = TOMBSTONE;  «tombstone»
        return true;
    }

    // Twice the buckets plus one, every key hashed again; tombstones are left behind.
    private void resize() {
        List<Object> keys = keys();  «resize»
        reset(2 * capacity + 1);  «resize»
        for (Object key : keys) {
            if (chaining) chains.get(hash(key)).add(key);  «rehash»
            else slots[probe(key)[1]] = key;  «rehash»
            used++;
        }
    }

    public List<Object> keys() {
        List<Object> keys = new ArrayList<>();
        if (chaining) {
            for (List<Object> chain : chains) keys.addAll(chain);
        } else {
            for (Object item : slots) if (item != null && item != TOMBSTONE) keys.add(item);
        }
        return keys;
    }

    // Each bucket's chain, or each slot's key ("" empty, "#" tombstone), joined by ";".
    public String dump() {
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < capacity; i++) {
            if (chaining) {
                List<String> chain = new ArrayList<>();
                for (Object key : chains.get(i)) chain.add(String.valueOf(key));
                parts.add(String.join(",", chain));
            } else {
                parts.add(slots[i] == null ? "" : slots[i] == TOMBSTONE ? "#" : String.valueOf(slots[i]));
            }
        }
        return String.join(";", parts);
    }

    public static void main(String[] args) {
        HashTable table = new HashTable("probing");
        for (Object key : new Object[] {15, "cat", 8, 42, 22}) table.insert(key);
        table.delete(8);
        System.out.println(table.search(42));
        System.out.println(table.search(8));
        System.out.println(table.capacity());
    }
}
`,
  ),
};

/** The example's table, as each language makes it. */
const newTable = (mode: HashMode): ExampleCall => ({
  javascript: `new HashTable('${mode}')`,
  python: `HashTable("${mode}")`,
  java: `new HashTable("${mode}")`,
});

/** The listings by mode: the same class, and an example that makes a table of the mode the page shows. */
export const HASH_TABLE_LISTINGS: Readonly<Record<HashMode, CodeListings>> = {
  probing: hashTableCode,
  chaining: withExampleValue(hashTableCode, newTable('probing'), newTable('chaining')),
};
