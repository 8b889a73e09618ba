import { describe, expect, it } from 'vitest';
import { barColour } from '@scenes/bars/layout';
import { cellFill } from '@scenes/cells/layout';
import type { ScenePalette } from '@scenes/host/palette';
import type { MirrorState } from '@scenes/host/SceneFigure';
import {
  ARRAY_ALGORITHMS,
  moveCounter,
  SEARCHING_ALGORITHM_IDS,
  SORTING_ALGORITHM_IDS,
} from '@/core/algorithms';
import { arrayColourKey } from '@/player-ui/arrayColourKey';
import { MATRIX_COLOUR_KEY } from '@/player-ui/graph/matrixColourKey';
import { lookFill, type MatrixCellLook } from '@scenes/matrix/layout';

// Each colour a distinct number, named by its CSS variable, so a key entry can be matched to what the scene draws.
const VARIABLES = {
  bar: '--scene-bar',
  active: '--scene-active',
  compare: '--scene-compare',
  sorted: '--scene-sorted',
  cell: '--scene-cell',
  target: '--scene-target',
  found: '--scene-found',
  range: '--scene-range',
  label: '--scene-label',
  labelOnFill: '--scene-label-on-fill',
  grid: '--scene-grid',
  background: '--scene-bg',
} as const;
const keys = Object.keys(VARIABLES) as (keyof typeof VARIABLES)[];
const palette = Object.fromEntries(keys.map((key, i) => [key, i + 1])) as unknown as ScenePalette;
const variableOf = (colour: number) => `var(${VARIABLES[keys[colour - 1] ?? 'bar']})`;

describe('the array colour key', () => {
  it('gives each sort the colours its bars are drawn in, and "Written" only for merge sort', () => {
    for (const id of SORTING_ALGORITHM_IDS) {
      const entries = arrayColourKey(ARRAY_ALGORITHMS[id]);
      for (const entry of entries) {
        if (entry.state)
          expect(entry.colour).toBe(variableOf(barColour(entry.state as MirrorState, palette)));
      }
      expect(entries.map((entry) => entry.state).filter(Boolean)).toEqual([
        'default',
        'compare',
        'swap',
        'sorted',
      ]);
      const moved = entries.find((entry) => entry.state === 'swap')?.label;
      expect(moved?.startsWith(ARRAY_ALGORITHMS[id].movesAreWrites ? 'Written' : 'Swapped')).toBe(true);
    }
    // Only the sorts that work on one part at a time fade the rest.
    const fades = SORTING_ALGORITHM_IDS.filter((id) =>
      arrayColourKey(ARRAY_ALGORITHMS[id]).some((entry) => entry.swatch === 'faded'),
    );
    expect(fades.sort()).toEqual(['heapSort', 'mergeSort', 'quickSort']);
  });

  it('gives each search the colours its cells are drawn in; binary search adds its range and ruled-out cells', () => {
    for (const id of SEARCHING_ALGORITHM_IDS) {
      for (const entry of arrayColourKey(ARRAY_ALGORITHMS[id])) {
        if (entry.state && entry.swatch !== 'outline')
          expect(entry.colour).toBe(variableOf(cellFill(entry.state as MirrorState, palette)));
      }
    }
    expect(arrayColourKey(ARRAY_ALGORITHMS.linearSearch).map((entry) => entry.label)).toEqual([
      'Not checked yet',
      'Being checked',
      'Found',
    ]);
    expect(arrayColourKey(ARRAY_ALGORITHMS.binarySearch).map((entry) => entry.state)).toEqual([
      'default',
      'compare',
      'range',
      'excluded',
      'found',
    ]);
  });
});

describe('the moves counter', () => {
  it('counts writes for merge sort and swaps for the sorts that swap', () => {
    const counts = { swaps: 3, writes: 17 };
    for (const id of SORTING_ALGORITHM_IDS) {
      const writes = ARRAY_ALGORITHMS[id].movesAreWrites === true;
      expect(moveCounter(id, counts)).toEqual(
        writes ? { label: 'Writes', value: 17 } : { label: 'Swaps', value: 3 },
      );
    }
    // Merge sort copies values into place: it is the sort whose moves are writes.
    expect(
      ARRAY_ALGORITHMS[
        SORTING_ALGORITHM_IDS.find((id) => ARRAY_ALGORITHMS[id].movesAreWrites) ?? 'bubbleSort'
      ].name,
    ).toBe('Merge Sort');
  });
});

describe('the distance matrix colour key', () => {
  it('names only what the matrix scene draws, each look in the colour the scene fills it with', () => {
    const states = MATRIX_COLOUR_KEY.flatMap((entry) => (entry.state ? [entry.state] : []));
    expect(states).toEqual(['default', 'current', 'improved', 'negative']);
    for (const entry of MATRIX_COLOUR_KEY)
      if (entry.state)
        expect(entry.colour).toBe(variableOf(lookFill(entry.state as MatrixCellLook, palette)));
    // None of the graph walks' vertex states (waiting, in the tree, on the path).
    expect(MATRIX_COLOUR_KEY.map((entry) => entry.label)).not.toContain('Waiting (frontier)');
    expect(MATRIX_COLOUR_KEY.filter((entry) => !entry.state)).toEqual([
      { label: 'k: its row and column', colour: 'var(--scene-active)', swatch: 'outline' },
    ]);
  });
});
