import type { TrieModel } from '@/core/trie';
import { placeAttributes, type NodePlace } from '@scenes/host/nodeLinkView';

/**
 * The trie scene's DOM mirror (docs/dom-mirror.md): one item per node, depth first with children in
 * letter order, named by the prefix it spells ("" for the root), with its depth, its parent's prefix,
 * whether a word ends there, the state of the current step and where it is drawn.
 */
export function TrieMirror({
  model,
  label,
  places,
  origin,
}: {
  model: TrieModel;
  label: string;
  places: ReadonlyMap<number, NodePlace>;
  origin: { x: number; y: number };
}) {
  const prefixOf = new Map(model.nodes.map((node) => [node.id, node.prefix]));
  return (
    <ol className="sr-only" aria-label={`${label}: nodes`}>
      {model.nodes.map((node) => {
        const state = model.marks.get(node.id) ?? 'default';
        const parent = node.parent === null ? '' : (prefixOf.get(node.parent) ?? '');
        return (
          <li
            key={node.id}
            data-node={node.prefix}
            data-char={node.char}
            data-depth={node.depth}
            data-parent={parent}
            data-end={node.end ? 'true' : 'false'}
            data-state={state}
            {...placeAttributes(places.get(node.id), origin)}
          >
            {node.parent === null
              ? 'Root'
              : `"${node.prefix}": '${node.char}' under ${parent === '' ? 'the root' : `"${parent}"`}${node.end ? ', end of a word' : ''}`}
            {state === 'default' ? '' : ` (${state})`}
          </li>
        );
      })}
    </ol>
  );
}
