import { paths } from '@/ui/paths';

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
];

export const algorithmMenu: readonly MenuEntry[] = [
  { label: 'Sorting', href: paths.sorting },
  { label: 'Searching', href: paths.searching },
  { label: 'Graph', comingSoon: true },
  { label: 'Dynamic Programming', comingSoon: true },
];

export const dataStructureMenu: readonly MenuEntry[] = [
  { label: 'Arrays', href: paths.arrays },
  { label: 'Stacks', href: paths.stacks },
  { label: 'Queues', href: paths.queues },
  { label: 'Linked Lists', href: paths.linkedLists },
];

export const trailingLinks: readonly NavLink[] = [
  { label: 'Chat', href: paths.chat },
  { label: 'About', href: paths.about },
];

export function isNavLink(entry: MenuEntry): entry is NavLink {
  return 'href' in entry;
}
