import { makeFixturePdfs } from '../fixtures/make-pdfs';
import { expect, test } from './fixtures';
import { ChatPage } from './pages/ChatPage';
import { DataStructurePage } from './pages/DataStructurePage';
import { RacePage } from './pages/RacePage';
import { pdf, StudyScreen } from './pages/StudyPage';
import { VisualizerCard } from './pages/VisualizerCard';
import { routeHeadings } from './routes';
import { appReady } from './app';

// The one spec that lets the site's service worker run (playwright.config.ts blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test('after one visit the site installs and every screen works offline', async ({ page, context }) => {
  test.setTimeout(180_000);
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(await manifest.json()).toMatchObject({ name: 'QueueBee DSA Visualizer', start_url: '/' });

  await page.goto('/');
  await appReady(page);
  // The first visit installs the worker, which precaches the whole build and takes control of the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });

  await context.setOffline(true);
  await page.reload();
  await appReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeHeadings[0]?.heading ?? '');

  for (const { path, heading } of routeHeadings) {
    await page.goto(path);
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
  }
  await page.goto('/queuebee/anything');
  await appReady(page);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();

  // Sorting: a small run to the end.
  await page.goto('/algorithms/sorting?renderer=canvas&algo=bubbleSort&size=5&seed=3&speed=100');
  await appReady(page);
  const sorting = new VisualizerCard(page, page.locator('#sorting-visualizer'));
  await sorting.visualize.click();
  await expect(sorting.figure.locator('li[data-state="sorted"]')).toHaveCount(5, { timeout: 20_000 });

  // Searching: one step forward narrates the first probe.
  await page.goto('/algorithms/searching?renderer=canvas');
  await appReady(page);
  const linear = new VisualizerCard(page, page.locator('#linear-search'));
  await linear.stepForward.click();
  await expect(linear.narration).not.toBeEmpty();

  // A data structure: Push lands on the stack.
  const stack = new DataStructurePage(page, 'stack');
  await stack.goto('/data-structures/stacks', { realTime: true });
  await stack.run('Push', 'Push Element', { Value: '77' }, 'Push');
  await expect(stack.status).toHaveText('Pushed 77 to the top of the stack', { timeout: 10_000 });

  // Race Mode: two lanes race to the end.
  await page.goto('/race?renderer=canvas&tab=sorting&algos=mergeSort,quickSort&size=10&seed=4&speed=100');
  await appReady(page);
  const race = new RacePage(page);
  await race.start.click();
  await expect
    .poll(async () => (await race.rows()).map((row) => row.status), { timeout: 30_000 })
    .toEqual(['Completed', 'Completed']);

  // The built-in tutor answers without a network.
  const chat = new ChatPage(page);
  await chat.goto();
  await chat.sendText('What is a stack?');
  await chat.waitForReplies(2);
  await expect(chat.textOf(chat.lastAssistant())).toContainText(/stack/i);

  // The study tool reads a PDF with pdf.js and its worker, from the cache, and builds a study set.
  const study = new StudyScreen(page);
  await study.goto();
  await study.generate(pdf('data-structures.pdf', (await makeFixturePdfs())['data-structures']));
  await study.studySetShown();
});
