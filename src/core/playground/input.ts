import { generateInput } from '@/core/algorithms/presets';
import { adjacencyList } from '@/core/graph/queries';
import type { Graph } from '@/core/graph/graph';

/** The array presets of the Your Code page. */
export type ArrayPreset = 'random' | 'sorted' | 'reversed' | 'few-distinct';

export const ARRAY_PRESETS: readonly { readonly id: ArrayPreset; readonly label: string }[] = [
  { id: 'random', label: 'Random' },
  { id: 'sorted', label: 'Sorted' },
  { id: 'reversed', label: 'Reversed' },
  { id: 'few-distinct', label: 'Few distinct' },
];

export const PLAYGROUND_SIZE_MIN = 2;
export const PLAYGROUND_SIZE_MAX = 100;
export const PLAYGROUND_SIZE_DEFAULT = 10;

/** `n` values in 5..100 for a preset, the same for the same seed. */
export function presetArray(preset: ArrayPreset, n: number, seed: number): number[] {
  switch (preset) {
    case 'random':
      return generateInput(seed, 'random', n);
    case 'sorted':
      return generateInput(seed, 'random', n).sort((a, b) => a - b);
    case 'reversed':
      return generateInput(seed, 'reversed', n);
    case 'few-distinct':
      return generateInput(seed, 'fewUnique', n);
  }
}

/** The graph as the learner's bfs is given it: each vertex's neighbours, in label order. */
export function adjacencyOf(graph: Graph): Record<string, string[]> {
  return Object.fromEntries(
    [...adjacencyList(graph)].map(([vertex, neighbours]) => [vertex, neighbours.map((n) => n.vertex)]),
  );
}
