/**
 * The trie as a forest of one tree (forestLayout.ts): a node per prefix, labelled with its own letter,
 * children in alphabetical order, the end of every word drawn with a second ring.
 */
import type { TrieModel } from '@/core/trie';
import type { ForestNode } from '../host/forestLayout';

export const TRIE_ROOT_LABEL = 'root';

export function trieForest(model: Pick<TrieModel, 'nodes' | 'marks'>): ForestNode[] {
  return model.nodes.map((node) => ({
    id: node.id,
    label: node.parent === null ? TRIE_ROOT_LABEL : node.char,
    parent: node.parent,
    mark: model.marks.get(node.id) ?? null,
    ring: node.end,
    note: null,
  }));
}
