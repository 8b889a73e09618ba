import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { appReady } from './app';
import { expect, test } from './fixtures';
import { RacePage } from './pages/RacePage';

const dist = process.env.E2E_DIST ?? 'dist';

test.describe('what the production build leaves out', () => {
  test('ships no build manifest', async ({ page }) => {
    expect(existsSync(join(dist, 'index.html')), `${dist} is a build`).toBe(true);
    expect(existsSync(join(dist, '.vite'))).toBe(false);
    const response = await page.request.get('/.vite/manifest.json');
    expect(response.headers()['content-type']).not.toContain('json');
  });

  test('/lab/scene is the 404 page', async ({ page }) => {
    await page.goto('/lab/scene');
    await appReady(page);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect(page.locator('figure[data-scene]')).toHaveCount(0);
  });

  test("ignores the race benchmark's benchSize parameter", async ({ page }) => {
    const race = new RacePage(page);
    await race.open('tab=sorting&algos=bubbleSort&benchSize=1000');
    await expect(race.sizeSlider).toHaveValue('30');
    expect(new URL(page.url()).searchParams.get('size')).toBe('30');
  });
});

test.describe('after a new deploy', () => {
  test('a chunk that fails to load reloads the page once, and not again right after', async ({ page }) => {
    await page.goto('/');
    await appReady(page);
    await page.evaluate(() => {
      (window as unknown as { beforeReload: boolean }).beforeReload = true;
    });
    const reloaded = page.waitForEvent('load');
    await page.evaluate(() => {
      window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    });
    await reloaded;
    await appReady(page);
    expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
    expect(await page.evaluate(() => sessionStorage.getItem('queuebee.updateReload'))).toMatch(/^\d+$/);

    // Failing again right after the reload: no second reload; the error goes on to the screen.
    const prevented = await page.evaluate(() => {
      (window as unknown as { beforeReload: boolean }).beforeReload = true;
      const event = new Event('vite:preloadError', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(prevented).toBe(false);
    expect(await page.evaluate(() => 'beforeReload' in window)).toBe(true);
  });
});
