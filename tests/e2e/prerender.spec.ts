import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { appReady } from './app';
import { comingSoonPaths, routeHeadings } from './routes';

const SITE = 'QueueBee DSA Visualizer';

/** Sums the layout shifts the page has had so far (the Layout Instability API, buffered from the start). */
async function layoutShiftTotal(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 100);
      }),
  );
}

test.describe('prerendered screens', () => {
  test('every screen shows its heading and title before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, heading } of routeHeadings) {
      await page.goto(path);
      await expect(page.locator('main h1').first(), path).toHaveText(heading);
      await expect(page, path).toHaveTitle(path === '/' ? SITE : new RegExp(` · ${SITE}$`));
      await expect(page.locator('#root'), `${path} is inert until the app runs`).toHaveAttribute('inert', '');
    }
    for (const path of comingSoonPaths) {
      await page.goto(path);
      await expect(page.locator('main h1').first(), path).toBeVisible();
    }
    await context.close();
  });

  for (const path of ['/', '/race', '/algorithms/sorting', '/data-structures/stacks', '/chat', '/queuebee']) {
    test(`the app takes over ${path} without moving anything`, async ({ page }) => {
      await page.goto(path);
      await appReady(page);
      const heading = routeHeadings.find((route) => route.path === path)?.heading ?? '';
      await expect(page.locator('main h1').first()).toHaveText(heading);
      // Interactive: the theme toggle, a live control on every screen, answers.
      await page.getByRole('button', { name: 'Switch to dark theme' }).click();
      await expect(page.locator('html')).toHaveClass(/dark/);
      expect(await layoutShiftTotal(page)).toBe(0);
    });
  }

  test('an address without a page of its own never shows another screen while the app loads', async ({
    page,
  }) => {
    // Hold the app's script back: what shows is what a visitor sees before it runs.
    let releaseApp: () => void = () => undefined;
    const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await appHeld;
      await route.continue();
    });
    // Not 'domcontentloaded': that waits for the held module script.
    await page.goto('/queuebee/no-such-page', { waitUntil: 'commit' });
    // index.html carries the Home screen, hidden here: this is not Home.
    await expect(page.locator('#root[inert] main h1')).toBeAttached();
    await expect(page.getByRole('heading', { name: routeHeadings[0]?.heading })).toBeHidden();
    releaseApp();
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await appReady(page);
  });

  test('a race bookmarked with its settings opens on them, not on the prerendered defaults', async ({
    page,
  }) => {
    await page.goto('/race?tab=searching&algos=linearSearch&size=20&seed=3');
    await appReady(page);
    await expect(page.getByRole('tab', { name: 'Searching' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Linear Search', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});

test('on a phone, the second visualiser draws only once it is scrolled near', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/algorithms/searching?renderer=canvas');
  await appReady(page);
  const linear = page.locator('#linear-search figure');
  const binary = page.locator('#binary-search figure');
  await linear.locator('canvas').waitFor({ state: 'attached' });
  // Its DOM mirror is there from the start; only the drawing waits.
  await expect(binary.locator('li').first()).toBeAttached();
  await expect(binary.locator('canvas')).toHaveCount(0);
  await binary.scrollIntoViewIfNeeded();
  await binary.locator('canvas').waitFor({ state: 'attached' });
});

// Prerendered without a width, a scene whose height follows its width has a placeholder of the wrong
// height in the copy: the sorting bars' narrow 220 px on a laptop (300 px there), the strings page's
// one row of letters on a phone. Every frame the app paints must already have the scene at its real height.
for (const { path, viewport } of [
  { path: '/algorithms/sorting', viewport: { width: 1280, height: 720 } },
  { path: '/algorithms/strings', viewport: { width: 375, height: 812 } },
]) {
  test(`${path} at ${viewport.width} px keeps its scene's height from the app taking over to its first frame`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      const heights: number[] = [];
      Object.assign(window, { sceneBoxHeights: heights });
      const record = () => {
        const box = document.querySelector(
          '#root:not([inert]) main figure :is(div.w-full[style*="height"], [data-frames])',
        );
        if (box) heights.push(box.getBoundingClientRect().height);
        if (!box?.querySelector('canvas')) requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    await page.goto(`${path}?renderer=canvas`);
    await appReady(page);
    const canvasHost = page.locator('main figure [data-frames]').first();
    await canvasHost.locator('canvas').waitFor({ state: 'attached' });
    const drawnHeight = (await canvasHost.boundingBox())?.height;
    const prerenderedHeight = await page.evaluate(
      (p) =>
        fetch(p)
          .then((response) => response.text())
          .then((html) => Number(/class="w-full" style="height:(\d+)px"/.exec(html)?.[1])),
      path,
    );
    // The copy's placeholder is the wrong height, or this would show nothing.
    expect(prerenderedHeight).not.toBe(drawnHeight);
    const heights = await page.evaluate(
      () => (window as unknown as { sceneBoxHeights: number[] }).sceneBoxHeights,
    );
    expect(heights.length).toBeGreaterThan(0);
    expect(new Set(heights)).toEqual(new Set([drawnHeight]));
  });
}

// The code editor loads after the playground's page: the space held for it, in the prerendered copy and
// while CodeMirror loads, is the editor's own height for the code in it, so the Run button under it
// never moves.
for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test(`/playground at ${viewport.width} px keeps everything under the code editor in place as the editor arrives`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      const tops: number[] = [];
      Object.assign(window, { runButtonTops: tops });
      let framesWithEditor = 0;
      const record = () => {
        const run = [...document.querySelectorAll('main button')].find(
          (button) => button.textContent === 'Run',
        );
        if (run) tops.push(run.getBoundingClientRect().top + window.scrollY);
        if (document.querySelector('[data-testid="code-editor"] .cm-editor')) framesWithEditor += 1;
        if (framesWithEditor < 3) requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    await page.goto('/playground');
    await expect(page.getByRole('textbox', { name: 'Your code' })).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { runButtonTops: number[] }).runButtonTops.length),
      )
      .toBeGreaterThan(3);
    const tops = await page.evaluate(() => (window as unknown as { runButtonTops: number[] }).runButtonTops);
    const settled = (await page.getByRole('button', { name: 'Run', exact: true }).boundingBox())?.y;
    // Within a pixel: the held space is the editor's height rounded to the browser's layout units.
    for (const top of tops) expect(Math.abs(top - (settled ?? Number.NaN))).toBeLessThan(1);
    expect(await layoutShiftTotal(page)).toBe(0);
  });
}
