/**
 * The DOM mirrors of the greedy scenes, for screen readers, keyboard users and tests (see
 * docs/dom-mirror.md): the activities on the timeline and the Huffman forest's nodes.
 */
import type { ActivitySelectionModel } from '@/core/algorithms/greedy/activitySelection/activitySelection';
import { showSymbol, type HuffmanModel } from '@/core/algorithms/greedy/huffman/huffman';
import type { HuffmanNodeState } from '@scenes/greedy/HuffmanTreeScene';
import { placeAttributes, type NodePlace } from '@scenes/host/nodeLinkView';

const ACTIVITY_WORDS = {
  default: '',
  current: ', being checked',
  accepted: ', chosen',
  rejected: ', rejected',
};

/** One item per activity, top to bottom as drawn: `accepted`, `rejected`, `current` or `default`. */
export function TimelineMirror({ model, label }: { model: ActivitySelectionModel; label: string }) {
  const byId = new Map(model.activities.map((activity) => [activity.id, activity]));
  return (
    <ol className="sr-only" aria-label={`${label}: activities`}>
      {model.order.map((id) => {
        const activity = byId.get(id);
        if (!activity) return null;
        const state = model.states[id] ?? 'default';
        return (
          <li
            key={id}
            data-activity={id}
            data-start={activity.start}
            data-finish={activity.finish}
            data-state={state}
          >
            {`Activity ${id}: ${activity.start} to ${activity.finish}${ACTIVITY_WORDS[state]}`}
          </li>
        );
      })}
    </ol>
  );
}

/** Each node's state in the scene and the mirror: just made, just merged or being coded, coded. */
export function huffmanStates(model: HuffmanModel): Record<string, HuffmanNodeState> {
  const states: Record<string, HuffmanNodeState> = {};
  const coded = new Set(model.codes.map((code) => code.symbol));
  for (const node of model.nodes)
    if (node.symbol !== null && coded.has(node.symbol)) states[node.id] = 'found';
  for (const id of model.merged) states[id] = 'active';
  if (model.current !== null)
    states[model.current] =
      model.nodes.find((n) => n.id === model.current)?.symbol === null ? 'new' : 'active';
  return states;
}

/** One item per node made so far, in the order made, with its parent (empty for a root of the forest). */
export function HuffmanMirror({
  model,
  label,
  places,
  origin,
}: {
  model: HuffmanModel;
  label: string;
  /** Where each node is drawn, and the drawing's top-left corner in the figure. */
  places: ReadonlyMap<string, NodePlace>;
  origin: { x: number; y: number };
}) {
  const parents = new Map<string, { id: string; side: 'left' | 'right' }>();
  for (const node of model.nodes) {
    if (node.left !== null) parents.set(node.left, { id: node.id, side: 'left' });
    if (node.right !== null) parents.set(node.right, { id: node.id, side: 'right' });
  }
  const codes = new Map(model.codes.map((code) => [code.symbol, code.code]));
  const states = huffmanStates(model);
  return (
    <ol className="sr-only" aria-label={`${label}: Huffman tree`}>
      {model.nodes.map((node) => {
        const parent = parents.get(node.id);
        const code = node.symbol === null ? undefined : codes.get(node.symbol);
        const state = states[node.id] ?? 'default';
        return (
          <li
            key={node.id}
            data-node={node.id}
            data-value={node.weight}
            data-parent={parent?.id ?? ''}
            data-side={parent?.side ?? ''}
            data-symbol={node.symbol ?? ''}
            data-code={code ?? ''}
            data-state={state}
            {...placeAttributes(places.get(node.id), origin)}
          >
            {[
              node.symbol === null
                ? `Node of weight ${node.weight}`
                : `Leaf ${node.symbol === ' ' ? 'space' : showSymbol(node.symbol)}, weight ${node.weight}`,
              parent ? `${parent.side} child of ${parent.id}` : 'a root',
              code === undefined ? null : `code ${code}`,
              state === 'default' ? null : state,
            ]
              .filter(Boolean)
              .join(', ')}
          </li>
        );
      })}
    </ol>
  );
}
