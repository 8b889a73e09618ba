import type { StructureReference } from './types';

const value = { field: 'value', label: 'Value', range: null } as const;

export const linkedListReference: StructureReference<'linkedList'> = {
  structure: 'linkedList',
  heading: 'Linked Lists',
  title: 'Linked List',
  description:
    'A chain of nodes, each holding a value and a pointer to the next node. The list is reached from ' +
    'its head and ends at a null pointer; nodes can be linked in or out without shifting anything.',
  operations: [
    {
      op: 'add',
      name: 'Add to End',
      description: 'Append a new node after the tail',
      dialog: {
        title: 'Add Node',
        description: 'Add a new node to the end of the linked list.',
        confirmLabel: 'Add',
        fields: [value],
      },
    },
    {
      op: 'insert',
      name: 'Insert at Position',
      description: 'Link a new node in at a position',
      dialog: {
        title: 'Insert Node',
        description: 'Insert a new node at a specific position.',
        confirmLabel: 'Insert',
        fields: [value, { field: 'index', label: 'Position', range: 'insert' }],
      },
    },
    {
      op: 'remove',
      name: 'Remove Node',
      description: 'Unlink the node at a position',
      dialog: {
        title: 'Remove Node',
        description: 'Remove the node at a specific position.',
        confirmLabel: 'Remove',
        fields: [{ field: 'index', label: 'Position', range: 'existing' }],
      },
    },
  ],
  types: [
    {
      name: 'Singly Linked List',
      description: 'Each node points to the next one only; it can be walked in one direction.',
    },
    {
      name: 'Doubly Linked List',
      description:
        'Each node also points to the previous one, so it can be walked both ways and a known node ' +
        'removed in O(1).',
    },
    {
      name: 'Circular Linked List',
      description: 'The last node points back to the head instead of null, forming a ring.',
    },
  ],
  characteristics: [
    'Nodes live anywhere in memory, joined by pointers',
    'The head gives access to the whole list; the last node points to null',
    'Reaching position i means following i pointers from the head',
    'Inserting or removing is a pointer change once the position is reached',
    'Grows and shrinks one node at a time, with no resizing',
  ],
  useCases: [
    'Stacks and queues that never need resizing',
    'Undo history and music playlists (next / previous)',
    'Adjacency lists for graphs',
    'Buckets of a hash table (separate chaining)',
    'LRU caches (a doubly linked list with a hash map)',
  ],
  timeComplexity: [
    { operation: 'Access', complexity: 'O(n)' },
    { operation: 'Search', complexity: 'O(n)' },
    { operation: 'Add to End', complexity: 'O(n), O(1) with a tail pointer' },
    { operation: 'Insert at Head', complexity: 'O(1)' },
    { operation: 'Insert at Position', complexity: 'O(n)' },
    { operation: 'Remove at Position', complexity: 'O(n)' },
  ],
  spaceComplexity: 'O(n)',
  variants: [
    { name: 'Skip List', description: 'Extra express lanes of pointers give O(log n) search on average.' },
    { name: 'XOR Linked List', description: 'Stores prev XOR next in one field to save memory.' },
    { name: 'Unrolled Linked List', description: 'Each node holds a small array of values.' },
  ],
};
