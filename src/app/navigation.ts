import { ALGORITHM_FAMILIES, isImplemented } from '@/core/algorithms/families';
import type { AlgorithmFamilyId } from '@/core/algorithms/types';
import { paths } from '@/ui/paths';

// The families the Algorithms menu lists (the others are reached from Home's cards).
const MENU_FAMILIES: readonly AlgorithmFamilyId[] = [
  'sorting',
  'searching',
  'graph',
  'dp',
  'math',
  'greedy',
  'patterns',
  'backtracking',
  'strings',
];

export interface NavLink {
  label: string;
  href: string;
}

/** A menu entry either links somewhere or shows the 'Coming Soon!' toast. */
export type MenuEntry = NavLink | { label: string; comingSoon: true };

export const primaryLinks: readonly NavLink[] = [
  { label: 'Home', href: paths.home },
  { label: 'Race Mode', href: paths.race },
  { label: 'QueueBee', href: paths.study },
  { label: 'Your Code', href: paths.playground },
];

/** One entry per algorithm family: it navigates once the family has algorithms, else says Coming Soon. */
export const algorithmMenu: readonly MenuEntry[] = ALGORITHM_FAMILIES.filter((family) =>
  MENU_FAMILIES.includes(family.id),
).map((family) =>
  isImplemented(family)
    ? { label: family.menuLabel, href: family.path }
    : { label: family.menuLabel, comingSoon: true },
);

export const dataStructureMenu: readonly MenuEntry[] = [
  { label: 'Arrays', href: paths.arrays },
  { label: 'Stacks', href: paths.stacks },
  { label: 'Queues', href: paths.queues },
  { label: 'Linked Lists', href: paths.linkedLists },
  { label: 'Trees', href: paths.trees },
  { label: 'Hash Tables', href: paths.hashTables },
  { label: 'Graphs', href: paths.graphs },
  { label: 'Heaps', href: paths.heaps },
  { label: 'Segment Trees', href: paths.segmentTrees },
  { label: 'Union-Find', href: paths.unionFind },
  { label: 'Tries', href: paths.tries },
];

export const trailingLinks: readonly NavLink[] = [
  { label: 'Chat', href: paths.chat },
  { label: 'Progress', href: paths.progress },
  { label: 'About', href: paths.about },
];

export function isNavLink(entry: MenuEntry): entry is NavLink {
  return 'href' in entry;
}
