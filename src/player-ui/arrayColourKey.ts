import type { AlgorithmMeta } from '@/core/algorithms/types';
import type { ColourKeyEntry } from './ColourKey';

type KeyedAlgorithm = Pick<AlgorithmMeta, 'family' | 'movedLabel' | 'worksOnAPart'>;

/**
 * What the bars' and cells' colours mean for one algorithm: exactly the states its scene draws, with the
 * colours the scene reads (scenes/bars/layout.ts barColour, scenes/cells/layout.ts cellFill).
 */
export function arrayColourKey(algorithm: KeyedAlgorithm): ColourKeyEntry[] {
  if (algorithm.family === 'searching') {
    // Binary search narrows a window: the range box, and the cells it has ruled out.
    const window: ColourKeyEntry[] = algorithm.worksOnAPart
      ? [
          { state: 'range', label: 'Search range', colour: 'var(--scene-range)', swatch: 'outline' },
          { state: 'excluded', label: 'Ruled out', colour: 'var(--scene-grid)' },
        ]
      : [];
    return [
      { state: 'default', label: 'Not checked yet', colour: 'var(--scene-cell)' },
      { state: 'compare', label: 'Being checked', colour: 'var(--scene-active)' },
      ...window,
      { state: 'found', label: 'Found', colour: 'var(--scene-found)' },
    ];
  }
  // A sort working on one part (a merge, a partition, the heap) fades the bars outside it.
  const faded: ColourKeyEntry[] = algorithm.worksOnAPart
    ? [{ label: 'Outside the part being worked on (faded)', colour: 'var(--scene-bar)', swatch: 'faded' }]
    : [];
  return [
    { state: 'default', label: 'Not sorted yet', colour: 'var(--scene-bar)' },
    { state: 'compare', label: 'Compared', colour: 'var(--scene-compare)' },
    { state: 'swap', label: algorithm.movedLabel ?? 'Swapped', colour: 'var(--scene-active)' },
    ...faded,
    { state: 'sorted', label: 'Sorted', colour: 'var(--scene-sorted)' },
  ];
}
