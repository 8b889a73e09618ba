import { expect, test } from './fixtures';
import { appReady } from './app';
import { distinctColours, scriptsLoaded, settledFrameCount } from './canvas';
import { RacePage } from './pages/RacePage';

const RACE = '/race?renderer=canvas&tab=sorting&algos=bubbleSort,quickSort&size=30&seed=4&preset=random';
/** The chunks that draw the race on the page's own thread (and load PixiJS there). */
const ON_PAGE_SCENE = /PixiSceneCanvas|OnPageRaceCanvas/;

test.describe('where the race is drawn', () => {
  test('a worker draws the race on an OffscreenCanvas; the page loads no PixiJS, and a paused race draws nothing', async ({
    page,
  }) => {
    const scripts = scriptsLoaded(page);
    await page.goto(RACE);
    await appReady(page);
    const race = new RacePage(page);
    const host = race.figure.locator('[data-renderer]');
    await expect(host).toHaveAttribute('data-renderer', 'canvas');
    expect(page.workers().some((worker) => /raceRender\.worker/.test(worker.url()))).toBe(true);
    await expect
      .poll(() => distinctColours(race.figure.locator('canvas')), { timeout: 20_000 })
      .toBeGreaterThan(3);

    const before = await settledFrameCount(host);
    await race.start.click();
    await expect.poll(async () => Number(await host.getAttribute('data-frames'))).toBeGreaterThan(before + 5);
    await race.pause.click();
    const paused = await settledFrameCount(host);
    await page.waitForTimeout(1000);
    expect(Number(await host.getAttribute('data-frames'))).toBe(paused);
    expect(scripts.filter((url) => ON_PAGE_SCENE.test(url))).toEqual([]);

    // The theme's colours reach the worker: the paused race recolours without a reload.
    const canvas = race.figure.locator('canvas');
    const light = (await canvas.screenshot()).toString('base64');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect.poll(async () => (await canvas.screenshot()).toString('base64')).not.toBe(light);
  });

  test('a finished race leaves its worker asleep, and the next race draws again', async ({ page }) => {
    const workerStarted = page.waitForEvent('worker', (worker) => /raceRender\.worker/.test(worker.url()));
    await page.goto(
      '/race?renderer=canvas&tab=sorting&algos=bubbleSort,insertionSort&size=8&seed=4&speed=100',
    );
    await appReady(page);
    const worker = await workerStarted;
    const race = new RacePage(page);
    const host = race.figure.locator('[data-renderer]');
    await race.start.click();
    await expect(race.narration).toHaveText(/^Race finished\./, { timeout: 30_000 });
    const finished = await settledFrameCount(host);

    // Counts the animation frames the worker asks for from now on (a string: the worker has no helpers).
    await worker.evaluate(`(() => {
      self.__frameRequests = 0;
      const request = self.requestAnimationFrame.bind(self);
      self.requestAnimationFrame = (callback) => {
        self.__frameRequests += 1;
        return request(callback);
      };
    })()`);
    await page.waitForTimeout(1000);
    expect(await worker.evaluate('self.__frameRequests')).toBe(0);
    expect(Number(await host.getAttribute('data-frames'))).toBe(finished);

    await race.start.click();
    await expect.poll(async () => Number(await host.getAttribute('data-frames'))).toBeGreaterThan(finished);
  });

  test.describe('when the worker cannot load', () => {
    test.use({ expectedFailedRequests: [/raceRender\.worker/] });

    test('the page draws the race itself', async ({ page }) => {
      await page.route(/raceRender\.worker/, (route) => route.abort());
      const scripts = scriptsLoaded(page);
      await page.goto(RACE);
      await appReady(page);
      const race = new RacePage(page);
      await expect(race.figure.locator('[data-renderer]')).toHaveAttribute('data-renderer', 'canvas');
      await expect
        .poll(() => distinctColours(race.figure.locator('canvas')), { timeout: 20_000 })
        .toBeGreaterThan(3);
      expect(scripts.some((url) => /OnPageRaceCanvas/.test(url))).toBe(true);
      await race.start.click();
      await expect(race.narration).toHaveText('Race started with 2 algorithms.');
    });
  });

  test('?thread=main keeps the scene on the page', async ({ page }) => {
    const scripts = scriptsLoaded(page);
    await page.goto(`${RACE}&thread=main`);
    await appReady(page);
    const race = new RacePage(page);
    await expect(race.figure.locator('[data-renderer]')).toHaveAttribute('data-renderer', 'canvas');
    expect(scripts.some((url) => /OnPageRaceCanvas/.test(url))).toBe(true);
    expect(page.workers().some((worker) => /raceRender\.worker/.test(worker.url()))).toBe(false);
  });
});
