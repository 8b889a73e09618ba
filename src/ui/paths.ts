import { ALGORITHM_FAMILIES, familyOf, isImplemented } from '@/core/algorithms/families';

/** Every path the site links to, in one place (algorithm pages take theirs from their family). */
export const paths = {
  home: '/',
  race: '/race',
  study: '/queuebee',
  sorting: familyOf('sorting').path,
  searching: familyOf('searching').path,
  graph: familyOf('graph').path,
  dp: familyOf('dp').path,
  math: familyOf('math').path,
  greedy: familyOf('greedy').path,
  arrays: '/data-structures/arrays',
  stacks: '/data-structures/stacks',
  queues: '/data-structures/queues',
  linkedLists: '/data-structures/linked-lists',
  graphs: '/data-structures/graphs',
  heaps: '/data-structures/heaps',
  trees: '/data-structures/trees',
  hashTables: '/data-structures/hash-tables',
  chat: '/chat',
  progress: '/progress',
  about: '/about',
} as const;

/** Paths that exist but are not built yet; reachable only by typing them. */
export const comingSoonPaths = [
  ...ALGORITHM_FAMILIES.filter((family) => !isImplemented(family)).map((family) => family.path),
];
