/**
 * Arrays page (docs/product-rules.md#data-structure-operations). Steps 1 s apart; the data changes at 1 s
 * (add, update) or 2 s (insert, remove); idle 1 s after the last step.
 *
 *   add     0 s 'Creating space at the end of the array'        1 s 'Added {v} at index {n}' (+ data)
 *   insert  0 s 'Shifting elements from index {i} onwards to make space'
 *           1 s 'Inserting {v} at index {i}'                      2 s 'Inserted {v} at index {i}' (+ data)
 *   remove  0 s 'Removing element at index {i}'                   1 s 'Shifting elements to fill the gap'
 *           2 s data (during the end pause)
 *   update  0 s 'Accessing element at index {i}'                  1 s 'Updated value at index {i} to {v}' (+ data)
 */
import { applyArrayOperation } from './model';
import { buildScript, highlight, indexRange } from './script-builder';
import type { ArrayOperation, InputOf, TimedScript } from './types';

export function planArray<O extends ArrayOperation>(
  data: readonly number[],
  op: O,
  input: InputOf<'array', O>,
): TimedScript<'array'> {
  // The model validates the input (throwing on what the validators reject) and gives the new data.
  const after = applyArrayOperation(data, op, input).data;
  const n = data.length;
  const base = { structure: 'array', op, initialData: data } as const;
  const { index = n, value = 0 } = input as { index?: number; value?: number };

  switch (op) {
    case 'add':
      return buildScript({
        ...base,
        steps: [
          // The slot does not exist yet, so it is the pending item rather than a highlight.
          { message: 'Creating space at the end of the array', pending: { value, index: n } },
          { message: `Added ${value} at index ${n}`, highlights: highlight([n], 'new') },
        ],
        dataChange: { data: after, highlights: highlight([n], 'new') },
      });
    case 'insert':
      return buildScript({
        ...base,
        steps: [
          {
            // Every element from the index onwards moves one slot to the right.
            message: `Shifting elements from index ${index} onwards to make space`,
            highlights: highlight(indexRange(index, n - 1), 'shifting'),
          },
          {
            message: `Inserting ${value} at index ${index}`,
            highlights: highlight(indexRange(index, n - 1), 'shifting'),
            pending: { value, index },
          },
          { message: `Inserted ${value} at index ${index}`, highlights: highlight([index], 'new') },
        ],
        dataChange: { data: after, highlights: highlight([index], 'new') },
      });
    case 'remove':
      return buildScript({
        ...base,
        steps: [
          { message: `Removing element at index ${index}`, highlights: highlight([index], 'removing') },
          {
            message: 'Shifting elements to fill the gap',
            highlights: [
              ...highlight([index], 'removing'),
              ...highlight(indexRange(index + 1, n - 1), 'shifting'),
            ],
          },
        ],
        // After the removal the elements that moved sit one slot to the left.
        dataChange: { data: after, highlights: highlight(indexRange(index, n - 2), 'shifting') },
      });
    case 'update':
      return buildScript({
        ...base,
        steps: [
          { message: `Accessing element at index ${index}`, highlights: highlight([index], 'active') },
          { message: `Updated value at index ${index} to ${value}`, highlights: highlight([index], 'new') },
        ],
        dataChange: { data: after, highlights: highlight([index], 'new') },
      });
  }
  throw new Error(`unknown array operation ${String(op)}`);
}
