/**
 * The union-find sets as a forest (forestLayout.ts): every element a node under its parent, each root
 * ringed with its rank above it, the trees side by side by their elements.
 */
import type { UnionFindModel } from '@/core/union-find';
import type { ForestNode } from '../host/forestLayout';

export function unionFindForest(model: Pick<UnionFindModel, 'parent' | 'rank' | 'marks'>): ForestNode[] {
  return model.parent.map((parent, x) => {
    const root = parent === x;
    return {
      id: x,
      label: String(x),
      parent: root ? null : parent,
      mark: model.marks.get(x) ?? null,
      ring: root,
      note: root ? `rank ${model.rank[x] ?? 0}` : null,
    };
  });
}
