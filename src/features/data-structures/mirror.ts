/**
 * The DOM mirror of each data-structure scene (docs/dom-mirror.md): one item per element drawn, in
 * order, with a data-state from the mirror vocabulary and a sentence for screen readers, and the
 * visible summary under each scene ('Stack Size', 'Top Element' or 'Stack is empty', ...).
 */
import type { HighlightRole, StructureItemView, StructureView } from '@/core/structures';
import type { MirrorItem, MirrorState } from '@scenes/host/SceneFigure';

/**
 * Highlight roles in the mirror's vocabulary: elements moving in a shift and the node a traversal is
 * on are 'active'; the nodes it has passed are the walked 'range'.
 */
export function mirrorStateOf(role: HighlightRole): MirrorState {
  switch (role) {
    case 'new':
    case 'removing':
    case 'active':
      return role;
    case 'shifting':
    case 'traversing':
      return 'active';
    case 'visited':
      return 'range';
  }
}

const roleWords: Record<HighlightRole, string> = {
  new: 'new',
  removing: 'being removed',
  active: 'highlighted',
  shifting: 'shifting',
  traversing: 'current node',
  visited: 'visited',
};

function sentence(parts: readonly (string | null | false)[]): string {
  return parts.filter(Boolean).join(', ');
}

/** Builds a mirror from the data items, each with its positional state and words, plus the pending one. */
function buildMirror(
  view: StructureView,
  positional: (index: number, length: number) => { state: MirrorState; words: string[] },
  describe: (item: StructureItemView, index: number) => string,
  describePending: (value: number, index: number) => string,
): MirrorItem[] {
  const length = view.items.length;
  const items: MirrorItem[] = view.items.map((item, index) => {
    const place = positional(index, length);
    return {
      value: item.value,
      state: item.role ? mirrorStateOf(item.role) : place.state,
      description: sentence([describe(item, index), ...place.words, item.role && roleWords[item.role]]),
    };
  });
  if (view.pending) {
    const { value, index } = view.pending;
    items.splice(Math.min(index, items.length), 0, {
      value,
      state: 'new',
      description: describePending(value, index),
    });
  }
  return items;
}

export function arrayMirror(view: StructureView): MirrorItem[] {
  return buildMirror(
    view,
    () => ({ state: 'default', words: [] }),
    (item, index) => `Index ${index}: ${item.value}`,
    (value, index) => `New value ${value}, waiting for index ${index}`,
  );
}

export function stackMirror(view: StructureView): MirrorItem[] {
  return buildMirror(
    view,
    (index, length) =>
      index === length - 1 ? { state: 'top', words: ['top'] } : { state: 'default', words: [] },
    (item) => String(item.value),
    (value) => `New value ${value}, about to be pushed`,
  );
}

export function queueMirror(view: StructureView): MirrorItem[] {
  return buildMirror(
    view,
    (index, length) => {
      if (index === 0) return { state: 'front', words: length === 1 ? ['front', 'rear'] : ['front'] };
      if (index === length - 1) return { state: 'rear', words: ['rear'] };
      return { state: 'default', words: [] };
    },
    (item) => String(item.value),
    (value) => `New value ${value}, about to join the rear`,
  );
}

export function linkedListMirror(view: StructureView): MirrorItem[] {
  return buildMirror(
    view,
    (index, length) => {
      if (index === 0) return { state: 'head', words: length === 1 ? ['head', 'tail'] : ['head'] };
      if (index === length - 1) return { state: 'tail', words: ['tail'] };
      return { state: 'default', words: [] };
    },
    (item, index) => `Node ${index}: ${item.value}`,
    (value, index) => `New node ${value}, to be linked at position ${index}`,
  );
}

/** One line of the summary under a scene: 'Stack Size: 5', or a bare sentence ('Stack is empty'). */
export interface SummaryLine {
  term: string;
  value: string | null;
}

export function arraySummary(data: readonly number[]): SummaryLine[] {
  return [{ term: 'Array Length', value: String(data.length) }];
}

export function stackSummary(data: readonly number[]): SummaryLine[] {
  const top = data[data.length - 1];
  return [
    { term: 'Stack Size', value: String(data.length) },
    top === undefined ? { term: 'Stack is empty', value: null } : { term: 'Top Element', value: String(top) },
  ];
}

export function queueSummary(data: readonly number[]): SummaryLine[] {
  const front = data[0];
  return [
    { term: 'Queue Size', value: String(data.length) },
    front === undefined
      ? { term: 'Queue is empty', value: null }
      : { term: 'Front Element', value: String(front) },
  ];
}

export function linkedListSummary(data: readonly number[]): SummaryLine[] {
  const head = data[0];
  const tail = data[data.length - 1];
  if (head === undefined || tail === undefined) return [{ term: 'Linked List is empty', value: null }];
  return [
    { term: 'Linked List Length', value: String(data.length) },
    { term: 'Head', value: String(head) },
    { term: 'Tail', value: String(tail) },
  ];
}
