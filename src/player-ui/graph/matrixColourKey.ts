import type { ColourKeyEntry } from '../ColourKey';

/**
 * The key to Floyd-Warshall's distance matrix: only what the matrix scene draws (each cell's look, as
 * its mirror names it in data-state, and k's outlined row and column), none of the graph walks' states.
 */
export const MATRIX_COLOUR_KEY: readonly ColourKeyEntry[] = [
  { state: 'default', label: 'Distance so far', colour: 'var(--scene-grid)' },
  { state: 'current', label: 'Being checked', colour: 'var(--scene-compare)' },
  { state: 'improved', label: 'Improved through k', colour: 'var(--scene-found)' },
  { state: 'negative', label: 'On a negative cycle', colour: 'var(--scene-target)' },
  { label: 'k: its row and column', colour: 'var(--scene-active)', swatch: 'outline' },
];
