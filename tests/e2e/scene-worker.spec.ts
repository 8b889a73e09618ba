import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appReady, warningsLogged } from './app';
import { distinctColours, scriptsLoaded, settledFrameCount } from './canvas';
import { AppShell } from './pages/AppShell';

const SORTING = '/algorithms/sorting?renderer=canvas';
/** The chunks that draw a scene on the page's own thread (and load PixiJS there). */
const ON_PAGE_SCENE = /PixiSceneCanvas|sceneCatalog/;
const SCENE_WORKER = /sceneRender\.worker/;

function sortingFigure(page: Page) {
  const figure = page.locator('figure[data-scene="bars"]');
  return { figure, host: figure.locator('[data-frames]'), canvas: figure.locator('canvas') };
}

test.describe('where a step player’s scene is drawn', () => {
  test('the scene worker draws it on an OffscreenCanvas: the page loads no PixiJS, steps are drawn, idle draws nothing', async ({
    page,
  }) => {
    const scripts = scriptsLoaded(page);
    await page.goto(SORTING);
    await appReady(page);
    const { figure, host, canvas } = sortingFigure(page);
    await expect(host).toHaveAttribute('data-renderer', 'canvas');
    expect(page.workers().some((worker) => SCENE_WORKER.test(worker.url()))).toBe(true);
    await expect.poll(() => distinctColours(canvas), { timeout: 20_000 }).toBeGreaterThan(3);

    const idle = await settledFrameCount(host);
    await page.waitForTimeout(1000);
    expect(Number(await host.getAttribute('data-frames'))).toBe(idle);

    // A step changes the props the page sends; the worker draws the change (a comparison recolours bars).
    const before = (await canvas.screenshot()).toString('base64');
    await page.getByRole('button', { name: 'Step forward' }).click();
    await expect(figure.locator('li[data-state="compare"]')).toHaveCount(2);
    await expect.poll(async () => Number(await host.getAttribute('data-frames'))).toBeGreaterThan(idle);
    await expect.poll(async () => (await canvas.screenshot()).toString('base64')).not.toBe(before);
    expect(scripts.filter((url) => ON_PAGE_SCENE.test(url))).toEqual([]);

    // The theme's colours reach the worker: the scene recolours without a reload.
    const light = (await canvas.screenshot()).toString('base64');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect.poll(async () => (await canvas.screenshot()).toString('base64')).not.toBe(light);
  });

  test('one worker serves the scenes of every page the visit opens', async ({ page }) => {
    await page.goto(SORTING);
    await appReady(page);
    await expect(sortingFigure(page).host).toHaveAttribute('data-renderer', 'canvas');
    const shell = new AppShell(page);
    await shell.openDesktopMenu('Data Structures');
    await shell.nav.getByRole('link', { name: 'Stacks' }).click();
    await expect(shell.heading()).toHaveText('Stacks');
    const stack = page.locator('figure[data-scene="stack"]');
    await expect(stack.locator('[data-renderer]')).toHaveAttribute('data-renderer', 'canvas');
    await expect.poll(() => distinctColours(stack.locator('canvas')), { timeout: 20_000 }).toBeGreaterThan(3);
    expect(page.workers().filter((worker) => SCENE_WORKER.test(worker.url()))).toHaveLength(1);
  });

  test.describe('when the worker cannot load', () => {
    test.use({ expectedFailedRequests: [SCENE_WORKER] });

    test('the page draws the scene itself and says why in a warning', async ({ page }) => {
      await page.route(SCENE_WORKER, (route) => route.abort());
      const warnings = warningsLogged(page);
      const scripts = scriptsLoaded(page);
      await page.goto(SORTING);
      await appReady(page);
      const { figure, host, canvas } = sortingFigure(page);
      await expect(host).toHaveAttribute('data-renderer', 'canvas');
      await expect.poll(() => distinctColours(canvas), { timeout: 20_000 }).toBeGreaterThan(3);
      expect(scripts.some((url) => ON_PAGE_SCENE.test(url))).toBe(true);
      expect(
        warnings.some((text) => text.startsWith('A scene is drawn on the page instead of in a worker')),
      ).toBe(true);
      await page.getByRole('button', { name: 'Step forward' }).click();
      await expect(figure.locator('li[data-state="compare"]')).toHaveCount(2);
    });
  });

  test('?thread=main keeps the scene on the page', async ({ page }) => {
    const scripts = scriptsLoaded(page);
    await page.goto(`${SORTING}&thread=main`);
    await appReady(page);
    const { host, canvas } = sortingFigure(page);
    await expect(host).toHaveAttribute('data-renderer', 'canvas');
    await expect.poll(() => distinctColours(canvas), { timeout: 20_000 }).toBeGreaterThan(3);
    expect(scripts.some((url) => ON_PAGE_SCENE.test(url))).toBe(true);
    expect(page.workers().some((worker) => SCENE_WORKER.test(worker.url()))).toBe(false);
  });
});
