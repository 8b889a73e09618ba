import type { StructureReference } from './types';

export const stackReference: StructureReference<'stack'> = {
  structure: 'stack',
  heading: 'Stacks',
  title: 'Stack',
  description:
    'A linear collection that follows Last In, First Out (LIFO): values are pushed onto and popped ' +
    'off the same end, the top.',
  operations: [
    {
      op: 'push',
      name: 'Push',
      description: 'Add an element to the top of the stack',
      dialog: {
        title: 'Push Element',
        description: 'Push a new element onto the top of the stack.',
        confirmLabel: 'Push',
        fields: [{ field: 'value', label: 'Value', range: null }],
      },
    },
    { op: 'pop', name: 'Pop', description: 'Remove the top element from the stack', dialog: null },
    { op: 'peek', name: 'Peek', description: 'View the top element without removing it', dialog: null },
  ],
  types: [
    {
      name: 'Array-based Stack',
      description:
        'The top is the end of an array. Compact and cache-friendly; a dynamic array grows when full.',
    },
    {
      name: 'Linked-list-based Stack',
      description:
        'The top is the head of a linked list. Never needs resizing, but each node stores a pointer.',
    },
    {
      name: 'Bounded Stack',
      description: 'Has a fixed capacity and reports overflow when a push would exceed it.',
    },
  ],
  characteristics: [
    'Last In, First Out: the most recent value leaves first',
    'Only the top element can be read or removed',
    'Push and pop happen at the same end',
    'Popping or peeking an empty stack is an underflow error',
    'Can be built on an array or a linked list',
  ],
  useCases: [
    'The call stack that tracks function calls and returns',
    'Undo and redo in editors',
    'Checking balanced brackets and parsing expressions',
    'Backtracking, such as depth-first search and maze solving',
    'The browser Back button',
  ],
  timeComplexity: [
    { operation: 'Push', complexity: 'amortised O(1)' },
    { operation: 'Pop', complexity: 'O(1)' },
    { operation: 'Peek', complexity: 'O(1)' },
    { operation: 'Search', complexity: 'O(n)' },
  ],
  spaceComplexity: 'O(n)',
  variants: [
    { name: 'Min / Max Stack', description: 'Also reports its smallest or largest value in O(1).' },
    { name: 'Two Stacks in One Array', description: 'Two stacks grow towards each other from both ends.' },
    {
      name: 'Monotonic Stack',
      description: 'Keeps its values sorted by popping out of order ones; finds next-greater elements.',
    },
  ],
};
