/**
 * Queues page (docs/product-rules.md#data-structure-operations). The front is element 0, the rear the last
 * element.
 *
 *   enqueue  0 s 'Creating new node with value {v}'  1 s 'Enqueued {v} at the rear of the queue' (+ data)
 *   dequeue  0 s 'Removing front element: {v}'       1 s 'Dequeued {v} from the queue'   2 s data
 *   peek     0 s 'Peeking at front element: {v}'     (no data change; held 1.5 s longer)
 *
 * Enqueue has two steps but only one enqueue-specific message. The first step uses the stack's wording,
 * 'Creating new node with value {v}': the queue is drawn the same way, the new value waits beside
 * the rear (the script's pending item) and joins it at 1 s.
 */
import { applyQueueOperation } from './model';
import { buildScript, highlight } from './script-builder';
import type { InputOf, QueueOperation, TimedScript } from './types';

export function planQueue<O extends QueueOperation>(
  data: readonly number[],
  op: O,
  input: InputOf<'queue', O>,
): TimedScript<'queue'> {
  const { data: after, result } = applyQueueOperation(data, op, input);
  const n = data.length;
  const base = { structure: 'queue', op, initialData: data, result } as const;

  switch (op) {
    case 'enqueue': {
      const { value } = input as InputOf<'queue', 'enqueue'>;
      return buildScript({
        ...base,
        steps: [
          { message: `Creating new node with value ${value}`, pending: { value, index: n } },
          { message: `Enqueued ${value} at the rear of the queue`, highlights: highlight([n], 'new') },
        ],
        dataChange: { data: after, highlights: highlight([n], 'new') },
      });
    }
    case 'dequeue':
      return buildScript({
        ...base,
        steps: [
          { message: `Removing front element: ${result}`, highlights: highlight([0], 'removing') },
          { message: `Dequeued ${result} from the queue`, highlights: highlight([0], 'removing') },
        ],
        dataChange: { data: after },
      });
    case 'peek':
      return buildScript({
        ...base,
        steps: [{ message: `Peeking at front element: ${result}`, highlights: highlight([0], 'active') }],
        dataChange: null,
      });
  }
  throw new Error(`unknown queue operation ${String(op)}`);
}
