/**
 * The DOM mirrors of the DP scenes, for screen readers, keyboard users and tests (see
 * docs/dom-mirror.md): the table's filled cells and the call tree's calls.
 */
import type { CallNode, DpTableView } from '@/core/algorithms/dp/types';
import { cellLooks } from '@scenes/dp/layout';
import type { RecursionTreeLayout } from '@scenes/recursion/layout';
import { placeAttributes, type NodePlace } from '@scenes/host/nodeLinkView';

const ARROW_WORDS = { diag: 'diagonal', up: 'up', left: 'left' } as const;

/** One item per filled cell: `active` (being filled), `compare` (read by it), `found` (traceback), else `default`. */
export function DpTableMirror({
  table,
  label,
  answer = [],
}: {
  table: DpTableView;
  label: string;
  /** The cells ('row,col') the answer shown by practice refers to: `data-answer="true"`. */
  answer?: readonly string[];
}) {
  const looks = cellLooks(table);
  const items = [];
  for (let r = 0; r < table.values.length; r++) {
    const row = table.values[r] ?? [];
    for (let c = 0; c < row.length; c++) {
      const value = row[c];
      if (value === null || value === undefined) continue;
      const look = looks.get(`${r},${c}`) ?? 'default';
      const state = look === 'empty' ? 'default' : look;
      const arrow = table.arrows?.[r]?.[c] ?? null;
      const isAnswer = answer.includes(`${r},${c}`);
      items.push(
        <li
          key={`${r},${c}`}
          data-row={r}
          data-col={c}
          data-value={value}
          data-state={state}
          {...(arrow ? { 'data-arrow': arrow } : {})}
          {...(isAnswer ? { 'data-answer': 'true' } : {})}
        >
          {[
            `${table.rowTitle || 'row'} ${table.rowLabels[r] ?? r}, ${table.colTitle || 'column'} ${table.colLabels[c] ?? c}: ${value}`,
            arrow ? `arrow ${ARROW_WORDS[arrow]}` : null,
            state === 'default' ? null : state,
            isAnswer ? 'the answer' : null,
          ]
            .filter(Boolean)
            .join(', ')}
        </li>,
      );
    }
  }
  return (
    <ol className="sr-only" aria-label={`${label}: table cells`}>
      {items}
    </ol>
  );
}

const CALL_WORDS = {
  active: 'running',
  range: 'waiting',
  default: 'returned',
  found: 'from the cache',
} as const;

function callPlace(layout: RecursionTreeLayout, id: string): NodePlace | undefined {
  const at = layout.nodes.get(id);
  return at ? { x: at.x, y: at.y, r: layout.radius } : undefined;
}

/** One item per call, in the order made, with its parent call: `active`, `range` (on the stack), `found` (a cache hit). */
export function CallTreeMirror({
  calls,
  label,
  markRepeats,
  layout,
  origin,
}: {
  calls: readonly CallNode[];
  label: string;
  markRepeats: boolean;
  /** Where each call is drawn, and the drawing's top-left corner in the figure. */
  layout: RecursionTreeLayout;
  origin: { x: number; y: number };
}) {
  const argument = new Map(calls.map((call) => [call.id, call.n]));
  return (
    <ol className="sr-only" aria-label={`${label}: call tree`}>
      {calls.map((call) => (
        <li
          key={call.id}
          data-node={call.id}
          data-n={call.n}
          data-value={call.value ?? ''}
          data-parent={call.parent ?? ''}
          data-state={call.state}
          data-repeat={markRepeats && call.repeat ? 'true' : 'false'}
          {...placeAttributes(callPlace(layout, call.id), origin)}
        >
          {[
            `fib(${call.n})${call.value === null ? '' : ` = ${call.value}`}`,
            // Only the root before the first step is shown without a value and not running.
            call.state === 'default' && call.value === null ? 'not called yet' : CALL_WORDS[call.state],
            markRepeats && call.repeat ? 'a repeated call' : null,
            call.parent === null ? 'root' : `called by fib(${argument.get(call.parent) ?? ''})`,
          ]
            .filter(Boolean)
            .join(', ')}
        </li>
      ))}
    </ol>
  );
}
