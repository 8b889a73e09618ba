import type { StructureReference } from './types';

export const queueReference: StructureReference<'queue'> = {
  structure: 'queue',
  heading: 'Queues',
  title: 'Queue',
  description:
    'A linear collection that follows First In, First Out (FIFO): values join at the rear and leave ' +
    'from the front, in the order they arrived.',
  operations: [
    {
      op: 'enqueue',
      name: 'Enqueue',
      description: 'Add an element at the rear of the queue',
      dialog: {
        title: 'Enqueue Element',
        description: 'Add a new element at the rear of the queue.',
        confirmLabel: 'Enqueue',
        fields: [{ field: 'value', label: 'Value', range: null }],
      },
    },
    { op: 'dequeue', name: 'Dequeue', description: 'Remove the front element from the queue', dialog: null },
    { op: 'peek', name: 'Peek', description: 'View the front element without removing it', dialog: null },
  ],
  types: [
    {
      name: 'Simple Queue',
      description:
        'Values join at the rear and leave from the front. On a plain array, each dequeue shifts the rest.',
    },
    {
      name: 'Circular Queue',
      description: 'A fixed array whose front and rear indices wrap around, so nothing ever shifts.',
    },
    {
      name: 'Priority Queue',
      description: 'Each value has a priority and the highest priority leaves first; usually a heap.',
    },
    {
      name: 'Double-ended Queue (Deque)',
      description: 'Values can join or leave at both ends.',
    },
  ],
  characteristics: [
    'First In, First Out: values leave in the order they arrived',
    'Values join at the rear and leave from the front',
    'Only the front element can be read or removed',
    'Dequeuing or peeking an empty queue is an underflow error',
    'Can be built on a circular array or a linked list',
  ],
  useCases: [
    'Scheduling processes and print jobs',
    'Breadth-first search in trees and graphs',
    'Buffers between a producer and a consumer, such as keyboard input or network packets',
    'Message and task queues in web services',
    'Handling requests in arrival order, such as a call centre line',
  ],
  timeComplexity: [
    { operation: 'Enqueue', complexity: 'amortised O(1)' },
    { operation: 'Dequeue', complexity: 'O(1)' },
    { operation: 'Peek', complexity: 'O(1)' },
    { operation: 'Search', complexity: 'O(n)' },
  ],
  spaceComplexity: 'O(n)',
  variants: [
    { name: 'Blocking Queue', description: 'Waits when empty or full; used between threads.' },
    {
      name: 'Monotonic Queue',
      description: 'Keeps values in order to answer sliding-window maximum queries.',
    },
    { name: 'Queue from Two Stacks', description: 'An inbox and an outbox stack give amortised O(1) FIFO.' },
  ],
};
