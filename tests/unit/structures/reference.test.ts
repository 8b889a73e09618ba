/**
 * Information, Operations-panel and Code-tab content of the four pages
 * (docs/product-rules.md#data-structure-pages).
 */
import { describe, expect, it } from 'vitest';
import { STRUCTURE_LISTINGS } from '@/core/structures/listings';
import {
  STRUCTURE_OPERATIONS,
  STRUCTURE_REFERENCES,
  dialogFieldLabel,
  type StructureKind,
} from '@/core/structures';

const STRUCTURES: readonly StructureKind[] = ['array', 'stack', 'queue', 'linkedList'];

describe('page headings and Operations panel', () => {
  it('uses the documented headings and button names', () => {
    const summary = Object.fromEntries(
      STRUCTURES.map((s) => [
        s,
        [STRUCTURE_REFERENCES[s].heading, ...STRUCTURE_REFERENCES[s].operations.map((o) => o.name)],
      ]),
    );
    expect(summary).toEqual({
      array: ['Arrays', 'Add Element', 'Insert Element', 'Remove Element', 'Update Element'],
      stack: ['Stacks', 'Push', 'Pop', 'Peek'],
      queue: ['Queues', 'Enqueue', 'Dequeue', 'Peek'],
      linkedList: ['Linked Lists', 'Add to End', 'Insert at Position', 'Remove Node'],
    });
  });

  it('lists the operations in the same order as the core, each with a one-line description', () => {
    for (const structure of STRUCTURES) {
      const operations = STRUCTURE_REFERENCES[structure].operations;
      expect(operations.map((o) => o.op)).toEqual(STRUCTURE_OPERATIONS[structure]);
      for (const { description } of operations) expect(description).toMatch(/^[A-Z][^\n.]+$/);
    }
    expect(STRUCTURE_REFERENCES.array.operations[0]?.description).toBe('Append to the end');
  });

  it('describes the documented dialogs, with range labels for the current length', () => {
    const dialogs = Object.fromEntries(
      STRUCTURES.flatMap((s) =>
        STRUCTURE_REFERENCES[s].operations.map((o) => [
          `${s}.${o.op}`,
          o.dialog === null
            ? null
            : [o.dialog.title, o.dialog.confirmLabel, ...o.dialog.fields.map((f) => dialogFieldLabel(f, 5))],
        ]),
      ),
    );
    expect(dialogs).toEqual({
      'array.add': ['Add Element', 'Add', 'Value'],
      'array.insert': ['Insert Element', 'Insert', 'Value', 'Index (0 to 5)'],
      'array.remove': ['Remove Element', 'Remove', 'Index (0 to 4)'],
      'array.update': ['Update Element', 'Update', 'Index (0 to 4)', 'New Value'],
      'stack.push': ['Push Element', 'Push', 'Value'],
      'stack.pop': null,
      'stack.peek': null,
      'queue.enqueue': ['Enqueue Element', 'Enqueue', 'Value'],
      'queue.dequeue': null,
      'queue.peek': null,
      'linkedList.add': ['Add Node', 'Add', 'Value'],
      'linkedList.insert': ['Insert Node', 'Insert', 'Value', 'Position (0 to 5)'],
      'linkedList.remove': ['Remove Node', 'Remove', 'Position (0 to 4)'],
    });
  });
});

describe('Information tab', () => {
  it.each(STRUCTURES)('%s has types, characteristics, use cases, complexities and variants', (structure) => {
    const info = STRUCTURE_REFERENCES[structure];
    expect(info.structure).toBe(structure);
    expect(info.title).not.toBe('');
    expect(info.description.length).toBeGreaterThan(40);
    expect(info.types.length).toBeGreaterThanOrEqual(2);
    expect(info.characteristics.length).toBeGreaterThanOrEqual(4);
    expect(info.useCases.length).toBeGreaterThanOrEqual(4);
    expect(info.variants.length).toBeGreaterThanOrEqual(2);
    expect(info.spaceComplexity).toBe('O(n)');
    for (const row of info.timeComplexity) expect(row.complexity).toMatch(/^(amortised )?O\(/);
    const names = [...info.types, ...info.variants].map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('names the types the pages teach', () => {
    const typeNames = (s: StructureKind): string[] => STRUCTURE_REFERENCES[s].types.map((t) => t.name);
    expect(typeNames('array')).toEqual(['Static Array', 'Dynamic Array']);
    expect(typeNames('linkedList')).toEqual([
      'Singly Linked List',
      'Doubly Linked List',
      'Circular Linked List',
    ]);
    expect(typeNames('queue')).toEqual([
      'Simple Queue',
      'Circular Queue',
      'Priority Queue',
      'Double-ended Queue (Deque)',
    ]);
  });

  it('gives amortised O(1) for adding to a growing array, O(1) for the rest of a stack and a queue, O(n) for array insert/remove', () => {
    const table = (s: StructureKind): Record<string, string> =>
      Object.fromEntries(STRUCTURE_REFERENCES[s].timeComplexity.map((r) => [r.operation, r.complexity]));
    expect(table('stack')).toMatchObject({ Push: 'amortised O(1)', Pop: 'O(1)', Peek: 'O(1)' });
    expect(table('queue')).toMatchObject({ Enqueue: 'amortised O(1)', Dequeue: 'O(1)', Peek: 'O(1)' });
    expect(table('array')).toMatchObject({
      Access: 'O(1)',
      'Add (append)': 'amortised O(1)',
      Insert: 'O(n)',
      Remove: 'O(n)',
      Update: 'O(1)',
    });
    expect(table('linkedList')).toMatchObject({ Access: 'O(n)', 'Insert at Position': 'O(n)' });
  });
});

describe('Code tab', () => {
  it.each(STRUCTURES)('%s offers JavaScript (default), Python and Java', (structure) => {
    const listings = STRUCTURE_LISTINGS[structure];
    expect(listings.map((l) => l.label)).toEqual(['JavaScript', 'Python', 'Java']);
    const [js, py, java] = listings;
    expect(js.code).toContain(`class ${js.className} {`);
    expect(py.code).toContain(`class ${py.className}:`);
    expect(java.code).toContain(`public class ${java.className} {`);
  });

  it('implements each page operation under the names the listings use', () => {
    const methods: Record<StructureKind, [string[], string[], string[]]> = {
      array: [
        ['add(', 'insert(', 'remove(', 'update(', 'toArray('],
        ['def add(', 'def insert(', 'def remove(', 'def update(', 'def to_list('],
        ['void add(', 'void insert(', 'int remove(', 'void update(', 'int[] toArray('],
      ],
      stack: [
        ['push(', 'pop(', 'peek(', 'isEmpty(', 'size('],
        ['def push(', 'def pop(', 'def peek(', 'def is_empty(', 'def size('],
        ['void push(', 'int pop(', 'int peek(', 'boolean isEmpty(', 'int size('],
      ],
      queue: [
        ['enqueue(', 'dequeue(', 'peek(', 'isEmpty(', 'size('],
        ['def enqueue(', 'def dequeue(', 'def peek(', 'def is_empty(', 'def size('],
        ['void enqueue(', 'int dequeue(', 'int peek(', 'boolean isEmpty(', 'int size('],
      ],
      linkedList: [
        ['append(', 'insertAt(', 'removeAt(', 'toArray('],
        ['def append(', 'def insert_at(', 'def remove_at(', 'def to_list('],
        ['void append(', 'void insertAt(', 'int removeAt(', 'int[] toArray('],
      ],
    };
    for (const structure of STRUCTURES) {
      STRUCTURE_LISTINGS[structure].forEach((listing, i) => {
        for (const method of methods[structure][i] ?? [])
          expect(listing.code, listing.label).toContain(method);
      });
    }
  });
});
