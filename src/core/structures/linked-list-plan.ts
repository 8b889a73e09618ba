/**
 * Linked Lists page (docs/product-rules.md#data-structure-operations). Positions count from the head (0).
 * Each step lasts 1 s and the list changes 1 s after the last step starts, i.e. as the end pause begins (3 s,
 * 4 s, 3 s), so the final message reads while the pointers settle.
 *
 *   add     0 s 'Creating new node with value {v}'  1 s 'Finding the last node in the list' (walks 0..n-1)
 *           2 s 'Inserted new node with value {v} at position {n}'   3 s data   4 s idle
 *   insert  0 s 'Creating new node with value {v}'  1 s 'Traversing to position {p}' (walks 0..p-1)
 *           2 s 'Updating next pointers to insert the new node'
 *           3 s 'Inserted new node with value {v} at position {p}'   4 s data   5 s idle
 *   remove  0 s 'Traversing to position {p}' (walks 0..p)   1 s 'Updating next pointers to remove the node'
 *           2 s 'Removed node at position {p}'   3 s data   4 s idle
 *
 * Add has three steps but only two add-specific messages. Its third step reuses the
 * insert's result message with the tail position, 'Inserted new node with value {v} at position {n}',
 * so every list operation ends on a result message, as insert and remove do.
 *
 * Inserting at p walks to the node before p (the one whose next pointer changes); removing at p walks
 * onto the node being removed.
 */
import { applyLinkedListOperation } from './model';
import { buildScript, highlight, indexRange } from './script-builder';
import type { Highlight, InputOf, LinkedListOperation, TimedScript } from './types';

/** The nodes whose next pointers change around position p (the one before, and the one after). */
function neighbours(before: number, after: number, length: number): Highlight[] {
  return highlight(
    [before, after].filter((i) => i >= 0 && i < length),
    'active',
  );
}

export function planLinkedList<O extends LinkedListOperation>(
  data: readonly number[],
  op: O,
  input: InputOf<'linkedList', O>,
): TimedScript<'linkedList'> {
  const after = applyLinkedListOperation(data, op, input).data;
  const n = data.length;
  const base = { structure: 'linkedList', op, initialData: data } as const;
  const { index: position = n, value = 0 } = input as { index?: number; value?: number };

  switch (op) {
    case 'add': {
      const pending = { value, index: n };
      return buildScript({
        ...base,
        steps: [
          { message: `Creating new node with value ${value}`, pending },
          { message: 'Finding the last node in the list', traversal: indexRange(0, n - 1), pending },
          {
            message: `Inserted new node with value ${value} at position ${n}`,
            highlights: neighbours(n - 1, n, n),
            pending,
          },
        ],
        dataChange: { data: after, highlights: highlight([n], 'new') },
      });
    }
    case 'insert': {
      const pending = { value, index: position };
      const links = neighbours(position - 1, position, n);
      return buildScript({
        ...base,
        steps: [
          { message: `Creating new node with value ${value}`, pending },
          { message: `Traversing to position ${position}`, traversal: indexRange(0, position - 1), pending },
          { message: 'Updating next pointers to insert the new node', highlights: links, pending },
          {
            message: `Inserted new node with value ${value} at position ${position}`,
            highlights: links,
            pending,
          },
        ],
        dataChange: { data: after, highlights: highlight([position], 'new') },
      });
    }
    case 'remove':
      return buildScript({
        ...base,
        steps: [
          { message: `Traversing to position ${position}`, traversal: indexRange(0, position) },
          {
            message: 'Updating next pointers to remove the node',
            highlights: [...neighbours(position - 1, -1, n), ...highlight([position], 'removing')],
          },
          { message: `Removed node at position ${position}`, highlights: highlight([position], 'removing') },
        ],
        dataChange: { data: after },
      });
  }
  throw new Error(`unknown linked list operation ${String(op)}`);
}
