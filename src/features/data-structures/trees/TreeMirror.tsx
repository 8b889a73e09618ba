import { nodeFacts, signed, type TreeModel } from '@/core/tree';
import { placeAttributes, type NodePlace } from '@scenes/host/nodeLinkView';

/**
 * The tree scene's DOM mirror (docs/dom-mirror.md): one item per node in level order, with its depth,
 * parent and side, the state of the current step, where it is drawn and, for an AVL tree, its balance
 * factor. The keys in `answer` are what the answer shown by practice refers to.
 */
export function TreeMirror({
  model,
  label,
  avl,
  places,
  origin,
  answer = [],
}: {
  model: TreeModel;
  label: string;
  avl: boolean;
  places: ReadonlyMap<number, NodePlace>;
  origin: { x: number; y: number };
  answer?: readonly string[];
}) {
  return (
    <ol className="sr-only" aria-label={`${label}: nodes`}>
      {nodeFacts(model).map((node) => {
        const state = model.marks.get(node.key) ?? 'default';
        const isAnswer = answer.includes(String(node.key));
        return (
          <li
            key={node.key}
            data-node={node.key}
            data-depth={node.depth}
            data-parent={node.parent ?? ''}
            data-side={node.side ?? ''}
            data-state={state}
            {...placeAttributes(places.get(node.key), origin)}
            {...(avl ? { 'data-balance': node.balance } : {})}
            {...(isAnswer ? { 'data-answer': 'true' } : {})}
          >
            {node.parent === null ? `Root ${node.key}` : `${node.key}, ${node.side} child of ${node.parent}`}
            {avl ? `, balance ${signed(node.balance)}` : ''}
            {state === 'default' ? '' : ` (${state})`}
            {isAnswer ? ', the answer' : ''}
          </li>
        );
      })}
    </ol>
  );
}
