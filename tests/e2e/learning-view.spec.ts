import type { Locator, Page } from '@playwright/test';
import { appReady } from './app';
import { expect, test } from './fixtures';

/**
 * Every page with a scene, walked as a learner would on a phone (375x812, dark) and a laptop (1440x900,
 * light): while a run plays, the scene, its narration and the play controls are in view together; with
 * Practice on, the open question is in view with the scene; a value the input refuses gets its message
 * beside the field and the run stays; no scene is wider than the window, and no two nodes of a node-link
 * scene overlap or leave their figure.
 */

/** The site's fixed header covers the top 64 px of the window. */
const HEADER_HEIGHT = 64;

interface ScenePage {
  readonly path: string;
  /** Whether the scene draws nodes and links, whose mirror says where each node is drawn. */
  readonly nodes?: boolean;
  /** What the learner does after the page opens and before the run: choose an algorithm, a preset. */
  readonly prepare?: { readonly label: string; readonly run: (page: Page) => Promise<void> };
  /** Starts a run playing, the way a learner would. */
  readonly start: (page: Page) => Promise<void>;
  /**
   * A second figure that must be wholly in view with the scene, between the header and the media bar,
   * while the run plays, on windows at least `fromWidth` wide (a phone scrolls the page to it).
   */
  readonly besideScene?: { readonly selector: string; readonly fromWidth: number };
  /** A field of the run's input and a value it refuses. */
  readonly badInput?: { readonly field: string; readonly value: string };
  /** Whether its listing has lines longer than the column beside the scene, which must wrap, not be cut. */
  readonly longLines?: true;
}

const operations = (page: Page) => page.getByRole('region', { name: 'Operations' });

/** Presses the media bar's Play (Visualize, Resume) button. */
async function pressPlay(page: Page) {
  await page
    .getByTestId('media-bar')
    .first()
    .getByRole('button', { name: /^(Visualize|Play|Resume)$/ })
    .click();
}

/** Opens a structure operation's dialog, fills its Value and confirms. */
function dialogOperation(operation: string, title: string, confirm: string) {
  return async (page: Page) => {
    await operations(page).getByRole('button', { name: operation, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.getByLabel('Value', { exact: true }).fill('60');
    await dialog.getByRole('button', { name: confirm, exact: true }).click();
  };
}

/** Fills a field of the Operations panel and presses one of its buttons. */
function panelOperation(field: string, value: string, button: string) {
  return async (page: Page) => {
    await operations(page).getByLabel(field, { exact: true }).fill(value);
    await operations(page).getByRole('button', { name: button, exact: true }).click();
  };
}

const SCENE_PAGES: readonly ScenePage[] = [
  { path: '/algorithms/sorting', start: pressPlay },
  { path: '/algorithms/searching', start: pressPlay },
  { path: '/algorithms/graph?algo=dijkstra', nodes: true, start: pressPlay },
  {
    path: '/algorithms/dp?algo=fibonacci&method=recursion&n=5',
    nodes: true,
    start: pressPlay,
    badInput: { field: 'n', value: '99' },
  },
  { path: '/algorithms/dp?algo=lcs', start: pressPlay },
  { path: '/algorithms/math', start: pressPlay, badInput: { field: 'a', value: '-3' } },
  {
    path: '/algorithms/greedy?algo=huffman',
    nodes: true,
    start: pressPlay,
    badInput: { field: 'Text to encode', value: '' },
  },
  { path: '/algorithms/greedy', start: pressPlay, badInput: { field: 'Activities', value: 'abc' } },
  {
    path: '/algorithms/patterns?algo=windowMax',
    start: pressPlay,
    longLines: true,
    badInput: { field: 'Window size k', value: '99' },
  },
  { path: '/algorithms/backtracking', start: pressPlay, badInput: { field: 'Numbers', value: '1, 1' } },
  {
    path: '/algorithms/backtracking?algo=nQueens&n=8',
    start: pressPlay,
    badInput: { field: 'Board size n', value: '11' },
  },
  { path: '/algorithms/strings?algo=kmp', start: pressPlay, badInput: { field: 'Pattern', value: 'a b' } },
  {
    // A* is one of the graph page's algorithm choices: the grid replaces the graph when it is chosen.
    path: '/algorithms/graph?algo=bfs',
    prepare: {
      label: 'A* chosen, maze grid',
      run: async (page) => {
        await page
          .getByRole('group', { name: 'Algorithm' })
          .getByRole('button', { name: 'A*', exact: true })
          .click();
        await page.getByLabel('Grid preset').selectOption('maze');
      },
    },
    start: pressPlay,
    badInput: { field: 'Rows', value: '41' },
  },
  { path: '/data-structures/arrays', start: dialogOperation('Add Element', 'Add Element', 'Add') },
  { path: '/data-structures/stacks', start: dialogOperation('Push', 'Push Element', 'Push') },
  { path: '/data-structures/queues', start: dialogOperation('Enqueue', 'Enqueue Element', 'Enqueue') },
  { path: '/data-structures/linked-lists', start: dialogOperation('Add to End', 'Add Node', 'Add') },
  {
    path: '/data-structures/graphs',
    nodes: true,
    start: async (page) => {
      await operations(page).getByLabel('Operation', { exact: true }).selectOption({ label: 'Neighbours' });
      await operations(page).getByLabel('Vertex', { exact: true }).selectOption('B');
      await operations(page).getByRole('button', { name: /^Run / }).click();
    },
  },
  { path: '/data-structures/heaps', nodes: true, start: panelOperation('Value to insert', '1', 'Insert') },
  { path: '/data-structures/trees', nodes: true, start: panelOperation('Key', '55', 'Insert') },
  { path: '/data-structures/hash-tables', start: panelOperation('Key', '55', 'Insert') },
  {
    path: '/data-structures/segment-trees',
    start: panelOperation('To index', '4', 'Query'),
    longLines: true,
  },
  { path: '/algorithms/graph?algo=topoKahn', nodes: true, start: pressPlay },
  { path: '/algorithms/graph?algo=bellmanFord', nodes: true, start: pressPlay },
  {
    path: '/data-structures/union-find',
    nodes: true,
    start: panelOperation('Element to find', '7', 'Find'),
  },
  {
    path: '/data-structures/tries',
    nodes: true,
    start: panelOperation('Prefix', 'ap', 'Starts With'),
  },
  {
    path: '/algorithms/graph?algo=floydWarshall',
    nodes: true,
    start: pressPlay,
    besideScene: { selector: 'figure[data-scene="matrix"]', fromWidth: 1024 },
  },
];

/** The page's name in a test's title: its path, and what is chosen on it. */
const title = (scenePage: ScenePage) =>
  scenePage.prepare ? `${scenePage.path}, ${scenePage.prepare.label}` : scenePage.path;

const VIEWS = [
  { name: 'phone', width: 375, height: 812, theme: 'dark' },
  { name: 'laptop', width: 1440, height: 900, theme: 'light' },
] as const;

interface Box {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (box === null) throw new Error('not laid out');
  return { top: box.y, bottom: box.y + box.height, left: box.x, right: box.x + box.width };
}

/** How much of `box`'s height lies between the header and `floor` (the media bar's top), as a fraction. */
function shownFraction(box: Box, floor: number): number {
  const shown = Math.min(box.bottom, floor) - Math.max(box.top, HEADER_HEIGHT);
  return Math.max(0, shown) / Math.max(1, box.bottom - box.top);
}

/**
 * What the learner sees while the run plays: the part of the scene's picture in view (at least 60 % is
 * required), whether its narration is in view, whether the media bar is, and the widths that must fit.
 */
async function viewWhilePlaying(page: Page) {
  const figure = page.locator('figure[data-scene]').first();
  const picture = figure.locator(':scope > :first-child');
  const narration = figure.locator('[data-narration]');
  const bar = page.getByTestId('media-bar').first();
  const height = page.viewportSize()?.height ?? 0;
  const barBox = await boxOf(bar);
  const floor = Math.min(barBox.top, height);
  const narrationBox = await boxOf(narration);
  return {
    picture: shownFraction(await boxOf(picture), floor) >= 0.6,
    narration: narrationBox.top >= HEADER_HEIGHT && narrationBox.bottom <= floor + 1,
    controls: barBox.top >= HEADER_HEIGHT && barBox.bottom <= height + 1,
  };
}

/** The figure's and the page's widths against the window's. */
async function widths(page: Page) {
  return page.evaluate(() => ({
    window: window.innerWidth,
    page: document.documentElement.scrollWidth,
    figures: [...document.querySelectorAll('figure[data-scene]')].map((figure) => {
      const box = figure.getBoundingClientRect();
      return { left: Math.round(box.left), right: Math.round(box.right) };
    }),
  }));
}

/** Pairs of mirrored nodes that overlap, and nodes drawn outside their figure, as readable lines. */
async function nodeProblems(page: Page): Promise<{ count: number; problems: string[] }> {
  return page.evaluate(() => {
    const problems: string[] = [];
    let count = 0;
    for (const figure of document.querySelectorAll('figure[data-scene]')) {
      const box = figure.getBoundingClientRect();
      const nodes = [...figure.querySelectorAll('li[data-node][data-x]')].map((node) => ({
        name: node.getAttribute('data-node') ?? '',
        x: Number(node.getAttribute('data-x')),
        y: Number(node.getAttribute('data-y')),
        r: Number(node.getAttribute('data-r')),
      }));
      count += nodes.length;
      for (const node of nodes) {
        const inside =
          node.x - node.r >= -0.5 &&
          node.y - node.r >= -0.5 &&
          node.x + node.r <= box.width + 0.5 &&
          node.y + node.r <= box.height + 0.5;
        if (!inside) problems.push(`${node.name} at (${node.x}, ${node.y}) leaves its figure`);
      }
      for (const [i, a] of nodes.entries()) {
        for (const b of nodes.slice(i + 1)) {
          if (Math.hypot(a.x - b.x, a.y - b.y) < a.r + b.r) problems.push(`${a.name} overlaps ${b.name}`);
        }
      }
    }
    return { count, problems };
  });
}

/** Opens the page with the slowest animation, so a run is seen while it plays. */
async function open(page: Page, scenePage: ScenePage, theme: string) {
  await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
  await reopen(page, scenePage);
}

/** Opens the page's address again, so the step a run reached is not carried over. */
async function reopen(page: Page, scenePage: ScenePage) {
  const { path } = scenePage;
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}renderer=canvas`);
  await appReady(page);
  await prepared(page, scenePage);
}

/** Scrubs to the run's end, types a refused value, and checks the message and that the run stays. */
async function refusesBadInput(page: Page, badInput: NonNullable<ScenePage['badInput']>) {
  const scrubber = page.getByRole('slider', { name: 'Step' }).first();
  await scrubber.focus();
  await scrubber.press('End');
  const reached = await scrubber.inputValue();
  const field = page.getByLabel(badInput.field, { exact: true });
  await field.fill(badInput.value);
  const alert = page.getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(alert).not.toBeEmpty();
  // The message is the field's description, so it is read out with the field.
  const alertId = await alert.getAttribute('id');
  expect(alertId).toBeTruthy();
  await expect(field).toHaveAttribute('aria-describedby', new RegExp(`(^| )${alertId}( |$)`));
  await expect(page.locator('figure[data-scene]').first()).toBeVisible();
  await expect(scrubber).toHaveValue(reached);
  await expect(page.getByTestId('media-bar').first()).toBeVisible();
}

async function prepared(page: Page, scenePage: ScenePage) {
  await page.locator('figure[data-scene]').first().waitFor();
  if (scenePage.prepare) {
    await scenePage.prepare.run(page);
    await page.locator('figure[data-scene]').first().waitFor();
  }
  await slowest(page);
}

async function slowest(page: Page) {
  const speed = page.getByRole('slider', { name: 'Animation Speed' }).first();
  await speed.focus();
  await speed.press('Home');
}

for (const view of VIEWS) {
  test.describe(`the learning view on a ${view.width}x${view.height} ${view.name} (${view.theme})`, () => {
    test.use({ viewport: { width: view.width, height: view.height } });

    for (const scenePage of SCENE_PAGES) {
      test(`${title(scenePage)}: scene, narration and controls in view while playing, ${scenePage.badInput ? 'bad input refused, ' : ''}and the question with the scene`, async ({
        page,
      }) => {
        await open(page, scenePage, view.theme);
        const fits = await widths(page);
        expect(fits.page).toBeLessThanOrEqual(fits.window);
        for (const figure of fits.figures) {
          expect(figure.left).toBeGreaterThanOrEqual(0);
          expect(figure.right).toBeLessThanOrEqual(fits.window);
        }

        // At rest the media bar waits under its scene: it never covers the page's operations.
        const operationsPanel = operations(page);
        if ((await operationsPanel.count()) > 0) {
          const panel = await boxOf(operationsPanel);
          const resting = await boxOf(page.getByTestId('media-bar').first());
          const apart =
            resting.top >= panel.bottom ||
            resting.bottom <= panel.top ||
            resting.left >= panel.right ||
            resting.right <= panel.left;
          expect(apart).toBe(true);
        }

        // On a laptop the listing beside the scene shows each line whole: none runs past the column.
        if (scenePage.longLines && view.width >= 1024) {
          const listing = page.locator('.code-listing').first();
          await expect(listing).toBeVisible();
          const { scrollWidth, clientWidth } = await listing.evaluate((element) => ({
            scrollWidth: element.scrollWidth,
            clientWidth: element.clientWidth,
          }));
          expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
        }

        await scenePage.start(page);
        const bar = page.getByTestId('media-bar').first();
        await expect(bar.getByRole('button', { name: 'Pause' })).toBeVisible();
        await expect
          .poll(() => viewWhilePlaying(page))
          .toEqual({ picture: true, narration: true, controls: true });
        const { besideScene } = scenePage;
        if (besideScene && view.width >= besideScene.fromWidth) {
          await expect
            .poll(async () => {
              const beside = await boxOf(page.locator(besideScene.selector).first());
              const barTop = (await boxOf(bar)).top;
              return beside.top >= HEADER_HEIGHT && beside.bottom <= barTop + 1;
            })
            .toBe(true);
        }

        if (scenePage.nodes) {
          // A Huffman forest has no node until its symbols are counted, the run's first step.
          await expect.poll(async () => (await nodeProblems(page)).count).toBeGreaterThan(0);
          expect((await nodeProblems(page)).problems).toEqual([]);
        }

        // A value the input refuses gets its message beside the field, and the run reached stays.
        if (scenePage.badInput) await refusesBadInput(page, scenePage.badInput);

        // With Practice on, the question opens in view beside or under the scene.
        await reopen(page, scenePage);
        await page.getByRole('button', { name: 'Practice', exact: true }).first().click();
        // An algorithm's run is there from the start, so its first question opens at once; a structure
        // asks about the operation the learner starts.
        if (!scenePage.path.startsWith('/algorithms/')) await scenePage.start(page);
        const question = page.getByTestId('practice-question');
        await expect(question).toBeVisible();
        await expect
          .poll(async () => {
            const figure = await boxOf(page.locator('figure[data-scene] > :first-child').first());
            const asked = await boxOf(question);
            const height = page.viewportSize()?.height ?? 0;
            const floor = view.width < 1024 ? asked.top : height;
            return {
              scene: shownFraction(figure, floor) >= 0.6,
              question: asked.top >= HEADER_HEIGHT && asked.bottom <= height + 1,
            };
          })
          .toEqual({ scene: true, question: true });
      });
    }
  });
}
