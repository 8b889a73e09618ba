/**
 * Stacks page (docs/product-rules.md#data-structure-operations). The top is the last element.
 *
 *   push  0 s 'Creating new node with value {v}'   1 s 'Pushed {v} to the top of the stack' (+ data)
 *   pop   0 s 'Removing top element: {v}'          1 s 'Popped {v} from the stack'   2 s data
 *   peek  0 s 'Peeking at top element: {v}'        (no data change; held 1.5 s longer)
 *
 * Push has two steps and two messages; the first, 'Creating new node with value {v}', shows
 * the new value waiting above the stack (the script's pending item) before it lands at 1 s.
 */
import { applyStackOperation } from './model';
import { buildScript, highlight } from './script-builder';
import type { InputOf, StackOperation, TimedScript } from './types';

export function planStack<O extends StackOperation>(
  data: readonly number[],
  op: O,
  input: InputOf<'stack', O>,
): TimedScript<'stack'> {
  const { data: after, result } = applyStackOperation(data, op, input);
  const n = data.length;
  const top = n - 1;
  const base = { structure: 'stack', op, initialData: data, result } as const;

  switch (op) {
    case 'push': {
      const { value } = input as InputOf<'stack', 'push'>;
      return buildScript({
        ...base,
        steps: [
          { message: `Creating new node with value ${value}`, pending: { value, index: n } },
          { message: `Pushed ${value} to the top of the stack`, highlights: highlight([n], 'new') },
        ],
        dataChange: { data: after, highlights: highlight([n], 'new') },
      });
    }
    case 'pop':
      return buildScript({
        ...base,
        steps: [
          { message: `Removing top element: ${result}`, highlights: highlight([top], 'removing') },
          { message: `Popped ${result} from the stack`, highlights: highlight([top], 'removing') },
        ],
        dataChange: { data: after },
      });
    case 'peek':
      return buildScript({
        ...base,
        steps: [{ message: `Peeking at top element: ${result}`, highlights: highlight([top], 'active') }],
        dataChange: null,
      });
  }
  throw new Error(`unknown stack operation ${String(op)}`);
}
