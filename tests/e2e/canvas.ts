import { PNG } from 'pngjs';
import type { Locator } from '@playwright/test';

/** Counts the distinct colours in a screenshot of the canvas: a blank canvas has one. */
export async function distinctColours(canvas: Locator): Promise<number> {
  const png = PNG.sync.read(await canvas.screenshot());
  const colours = new Set<number>();
  for (let offset = 0; offset < png.data.length; offset += 4) {
    colours.add(
      ((png.data[offset] ?? 0) << 16) | ((png.data[offset + 1] ?? 0) << 8) | (png.data[offset + 2] ?? 0),
    );
    if (colours.size > 50) break;
  }
  return colours.size;
}
