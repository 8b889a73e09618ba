import type { UnionFindModel } from '@/core/union-find';
import { placeAttributes, type NodePlace } from '@scenes/host/nodeLinkView';

/**
 * The union-find scene's DOM mirror (docs/dom-mirror.md): one item per element with its parent (a root
 * is its own parent), its rank, the state of the current step and where it is drawn. The elements in
 * `answer` are what the answer shown by practice refers to.
 */
export function UnionFindMirror({
  model,
  label,
  places,
  origin,
  answer = [],
}: {
  model: UnionFindModel;
  label: string;
  places: ReadonlyMap<number, NodePlace>;
  origin: { x: number; y: number };
  answer?: readonly string[];
}) {
  return (
    <ol className="sr-only" aria-label={`${label}: elements`}>
      {model.parent.map((parent, x) => {
        const state = model.marks.get(x) ?? 'default';
        const rank = model.rank[x] ?? 0;
        const isAnswer = answer.includes(String(x));
        return (
          <li
            key={x}
            data-node={x}
            data-parent={parent}
            data-rank={rank}
            data-state={state}
            data-answer={isAnswer ? 'true' : undefined}
            {...placeAttributes(places.get(x), origin)}
          >
            {parent === x ? `${x}, a root of rank ${rank}` : `${x}, parent ${parent}, rank ${rank}`}
            {state === 'default' ? '' : ` (${state})`}
            {isAnswer ? ', the answer' : ''}
          </li>
        );
      })}
    </ol>
  );
}
