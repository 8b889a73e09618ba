import { axeFindings } from './axe';
import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { appReady } from './app';
import { distinctColours, settledFrameCount } from './canvas';

function mirrorValues(figure: Locator) {
  return figure
    .locator('ol > li')
    .evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-value'))));
}

// Scenes are drawn by the scene worker where the browser can; `?thread=main` keeps the on-page host tested.
for (const [renderer, thread] of [
  ['canvas', 'worker'],
  ['webgl', 'worker'],
  ['canvas', 'main'],
] as const) {
  const lab = `/lab/scene?renderer=${renderer}${thread === 'main' ? '&thread=main' : ''}`;
  test.describe(`scene host on the ${renderer} renderer (${thread === 'main' ? 'on the page' : 'in the worker'})`, () => {
    test('draws the bars, mirrors them in the DOM and animates a shuffle', async ({ page }) => {
      await page.goto(lab);
      await appReady(page);
      const figure = page.locator('figure[data-scene="bars"]');
      const host = figure.locator('[data-renderer]');
      await expect(host).toHaveAttribute('data-renderer', renderer);
      const canvas = figure.locator('canvas');
      await expect(figure.locator('[aria-hidden="true"] canvas')).toHaveCount(1);

      const before = await mirrorValues(figure);
      expect(before).toEqual([42, 17, 88, 63, 25, 71, 9, 54]);
      await expect(figure.locator('li[data-state="default"]')).toHaveCount(8);
      await expect.poll(() => distinctColours(canvas), { timeout: 20_000 }).toBeGreaterThan(3);

      await page.getByRole('button', { name: 'Sort' }).click();
      await expect(figure.locator('li[data-state="sorted"]')).toHaveCount(8);
      expect(await mirrorValues(figure)).toEqual([9, 17, 25, 42, 54, 63, 71, 88]);
      await expect(figure.locator('[aria-live="polite"]')).toHaveText('Sorted in ascending order');

      await page.getByRole('button', { name: 'Shuffle' }).click();
      const shuffled = await mirrorValues(figure);
      expect([...shuffled].sort((a, b) => a - b)).toEqual([9, 17, 25, 42, 54, 63, 71, 88]);
      await expect(figure.locator('[aria-live="polite"]')).toHaveText(`Shuffled into ${shuffled.join(', ')}`);
    });

    test('draws frames only while something changes', async ({ page }) => {
      await page.goto(lab);
      await appReady(page);
      const host = page.locator('figure[data-scene="bars"] [data-renderer]');
      await expect(host).toHaveAttribute('data-renderer', renderer);
      const frames = async () => Number(await host.getAttribute('data-frames'));
      await expect.poll(frames).toBeGreaterThan(0);
      // Every chunk (GSAP, the toaster) has arrived, so nothing that loads late can ask for a frame.
      await page.waitForLoadState('networkidle');
      // Once the first frames are out (on a busy machine they can straggle), an idle scene draws nothing
      // more.
      const settled = await settledFrameCount(host);
      await page.waitForTimeout(1000);
      expect(await frames()).toBe(settled);

      await page.getByRole('button', { name: 'Sort' }).click();
      // A 0.3 s slide is several frames, not one (software WebGL under load draws few, so ask for two).
      await expect.poll(frames).toBeGreaterThan(settled + 1);
    });
  });
}

test('with no renderer asked for, a browser whose WebGL is software draws on the 2D canvas', async ({
  page,
}) => {
  // Headless Chromium has no GPU: its WebGL is SwiftShader, which a worker finds out off the page's thread.
  await page.goto('/lab/scene');
  await appReady(page);
  const figure = page.locator('figure[data-scene="bars"]');
  await expect(figure.locator('[data-renderer]')).toHaveAttribute('data-renderer', 'canvas');
  await expect.poll(() => distinctColours(figure.locator('canvas')), { timeout: 20_000 }).toBeGreaterThan(3);
});

test('the scene recolours when the theme changes, without a reload', async ({ page }) => {
  await page.goto('/lab/scene?renderer=canvas');
  await appReady(page);
  const canvas = page.locator('figure[data-scene="bars"] canvas');
  await expect.poll(() => distinctColours(canvas), { timeout: 20_000 }).toBeGreaterThan(3);
  const light = (await canvas.screenshot()).toString('base64');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect.poll(async () => (await canvas.screenshot()).toString('base64')).not.toBe(light);
});

test('the scene lab has no serious or critical axe violations', async ({ page }) => {
  await page.goto('/lab/scene?renderer=canvas');
  await appReady(page);
  expect(await axeFindings(page)).toEqual([]);
});
