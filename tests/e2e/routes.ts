/** Every route in docs/product-rules.md#screens-and-routes, with the heading its screen shows. */
export const routeHeadings: ReadonlyArray<{ path: string; heading: string | RegExp }> = [
  { path: '/', heading: 'Beyond the Code: Interactive Visualizations' },
  { path: '/race', heading: 'Algorithm Race Mode' },
  { path: '/queuebee', heading: 'QueueBee Study' },
  { path: '/algorithms/sorting', heading: 'Sorting Algorithms' },
  { path: '/algorithms/searching', heading: 'Searching Algorithms' },
  { path: '/algorithms/graph', heading: 'Graph Algorithms' },
  { path: '/algorithms/dp', heading: 'Dynamic Programming' },
  { path: '/algorithms/math', heading: 'Mathematical Algorithms' },
  { path: '/algorithms/greedy', heading: 'Greedy Algorithms' },
  { path: '/algorithms/patterns', heading: 'Interview Patterns' },
  { path: '/algorithms/backtracking', heading: 'Backtracking' },
  { path: '/data-structures/arrays', heading: 'Arrays' },
  { path: '/data-structures/stacks', heading: 'Stacks' },
  { path: '/data-structures/queues', heading: 'Queues' },
  { path: '/data-structures/linked-lists', heading: 'Linked Lists' },
  { path: '/data-structures/graphs', heading: 'Graphs' },
  { path: '/data-structures/heaps', heading: 'Heaps' },
  { path: '/data-structures/trees', heading: 'Trees' },
  { path: '/data-structures/hash-tables', heading: 'Hash Tables' },
  { path: '/chat', heading: 'Chat with QueueBee' },
  { path: '/progress', heading: 'Your Progress' },
  { path: '/about', heading: 'About DSA Visualizer' },
  { path: '/playground', heading: 'Your Code' },
];

export const comingSoonPaths: readonly string[] = [];
