/**
 * The DOM mirrors of the backtracking scenes, for screen readers, keyboard users and tests (see
 * docs/dom-mirror.md): the calls of the recursion tree drawn, and the queens on the board.
 */
import type { ShownCall } from '@/core/algorithms/backtracking/treeView';
import type { BoardSceneModel } from '@scenes/backtracking/BoardScene';
import { placeAttributes } from '@scenes/host/nodeLinkView';
import type { RecursionTreeLayout } from '@scenes/recursion/layout';
import { formatCount } from '@/core/formatCount';

const STATE_WORDS = {
  active: 'on the stack',
  done: 'returned',
  pruned: 'pruned, never called',
  solution: 'a solution',
} as const;

/**
 * One item per call drawn, in the order made: `active` (not returned: on the stack, `data-current`
 * on the running one), `done`, `pruned` or `solution`, with its choice and its parent call.
 */
export function RecursionTreeMirror({
  calls,
  label,
  choiceOf,
  layout,
  origin,
}: {
  calls: readonly ShownCall[];
  label: string;
  /** A call's choice as the tree labels it; '' for the root. */
  choiceOf: (node: number) => string;
  layout: RecursionTreeLayout;
  origin: { x: number; y: number };
}) {
  return (
    <ol className="sr-only" aria-label={`${label}: recursion tree`}>
      {calls.map((call) => {
        const at = layout.nodes.get(String(call.node));
        const choice = choiceOf(call.node);
        return (
          <li
            key={call.node}
            data-call={call.node}
            data-depth={call.depth}
            data-state={call.state}
            data-choice={choice}
            data-parent={call.parent ?? ''}
            data-hidden={call.hidden}
            {...(call.current ? { 'data-current': 'true' } : {})}
            {...placeAttributes(at ? { x: at.x, y: at.y, r: layout.radius } : undefined, origin)}
          >
            {[
              call.parent === null ? 'The first call' : `Choice ${choice} at depth ${call.depth}`,
              call.current ? 'running' : STATE_WORDS[call.state],
              call.hidden > 0 ? `${formatCount(call.hidden)} more under it, not drawn` : null,
            ]
              .filter(Boolean)
              .join(', ')}
          </li>
        );
      })}
    </ol>
  );
}

/** One item per queen placed, `data-state="queen"`, and the square a pruned step crossed out. */
export function BoardMirror({ model, label }: { model: BoardSceneModel; label: string }) {
  const { tried } = model;
  return (
    <ol className="sr-only" aria-label={`${label}: the board`}>
      {model.queens.map((col, row) => (
        <li key={`q${row}`} data-row={row} data-col={col} data-state="queen">
          {`Queen at row ${row}, column ${col}${model.solved ? ', part of a solution' : ''}`}
        </li>
      ))}
      {tried?.pruned ? (
        <li data-row={tried.row} data-col={tried.col} data-state="pruned">
          {`Row ${tried.row}, column ${tried.col}: attacked${tried.by ? ` by the queen at row ${tried.by.row}, column ${tried.by.col}` : ''}, pruned`}
        </li>
      ) : null}
    </ol>
  );
}
