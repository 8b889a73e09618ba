import { expect, type Locator, type Page } from '@playwright/test';
import { PNG } from 'pngjs';

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

/**
 * A scene host's frame count (`data-frames`) once it has held for three readings in a row, half a
 * second apart: the frames a change asked for are all drawn.
 */
export async function settledFrameCount(host: Locator): Promise<number> {
  const frames = async () => Number(await host.getAttribute('data-frames'));
  let settled = await frames();
  let unchanged = 0;
  await expect
    .poll(
      async () => {
        const now = await frames();
        unchanged = now === settled ? unchanged + 1 : 0;
        settled = now;
        return unchanged;
      },
      { intervals: [500], timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(3);
  return settled;
}

/** The URLs of every script the page requests from now on (workers' own imports aside). */
export function scriptsLoaded(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}
