/** Every path the site links to, in one place. */
export const paths = {
  home: '/',
  race: '/race',
  study: '/queuebee',
  sorting: '/algorithms/sorting',
  searching: '/algorithms/searching',
  arrays: '/data-structures/arrays',
  stacks: '/data-structures/stacks',
  queues: '/data-structures/queues',
  linkedLists: '/data-structures/linked-lists',
  chat: '/chat',
  about: '/about',
} as const;

/** Paths that exist but are not built yet; reachable only by typing them. */
export const comingSoonPaths = [
  '/algorithms/graph',
  '/algorithms/dp',
  '/algorithms/greedy',
  '/algorithms/math',
  '/data-structures/trees',
  '/data-structures/graphs',
  '/data-structures/hash-tables',
  '/data-structures/heaps',
] as const;
