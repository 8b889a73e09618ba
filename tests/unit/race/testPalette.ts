import type { ScenePalette } from '@scenes/host/palette';

/** A palette whose colours are small numbers, so a test can tell which one a draw call used. */
export const testPalette: ScenePalette = {
  background: 0xffffff,
  bar: 1,
  active: 2,
  compare: 3,
  sorted: 4,
  cell: 5,
  target: 6,
  found: 7,
  range: 8,
  label: 0x111827,
  labelOnFill: 0xffffff,
  grid: 9,
};
