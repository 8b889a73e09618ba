import { axeFindings } from './axe';
import { AppShell } from './pages/AppShell';
import type { Page } from '@playwright/test';
import { appReady } from './app';
import { expect, test } from './fixtures';

async function openPlayground(page: Page) {
  await page.goto('/playground?renderer=canvas');
  await appReady(page);
  await expect(page.getByRole('textbox', { name: 'Your code' })).toBeVisible();
}

/** Replaces the editor's code (typed as one insertion, so the editor adds no brackets of its own). */
async function writeCode(page: Page, code: string) {
  const editor = page.getByRole('textbox', { name: 'Your code' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(code);
}

const status = (page: Page) => page.getByTestId('playground-status');
const stability = (page: Page) => page.getByTestId('playground-stability');
const run = (page: Page) => page.getByRole('button', { name: 'Run', exact: true }).click();

/** Types the learner's own array into the input's "Numbers" field. */
async function typeValues(page: Page, values: string) {
  await page.getByLabel('Numbers').fill(values);
  await page.getByRole('button', { name: 'Apply' }).click();
}

const SELECTION_SORT = `function sort(arr) {
  for (let i = 0; i < arr.length - 1; i++) {
    let min = i;
    for (let j = i + 1; j < arr.length; j++) {
      if (arr[j] < arr[min]) min = j;
    }
    const t = arr[i];
    arr[i] = arr[min];
    arr[min] = t;
  }
}
`;

test.describe('Your Code', () => {
  test('the JavaScript sort template runs, is judged sorted, and plays on the bars with its own lines', async ({
    page,
  }) => {
    await openPlayground(page);
    await run(page);
    await expect(status(page)).toHaveText('Sorted: all 10 values are in order.');
    const figure = page.locator('figure[data-scene="bars"]');
    await expect(figure.locator('li[data-value]')).toHaveCount(10);
    await page.getByRole('button', { name: 'Step forward' }).click();
    await page.getByRole('button', { name: 'Step forward' }).click();
    await page.getByRole('button', { name: 'Step forward' }).click();
    // Two reads, then the comparison between them, on the template's line 5.
    await expect(figure.locator('[data-narration]')).toHaveText(
      /^compared arr\[0\] = \d+ with arr\[1\] = \d+$/,
    );
    await expect(figure.locator('li[data-state="compare"]')).toHaveCount(2);
    await expect(page.locator('.cm-line[data-step-line]')).toHaveText('      if (arr[j] > arr[j + 1]) {');
    await expect(page.getByTestId('playground-counts')).toContainText('Comparisons: 45');
    await page.getByText('The built-in algorithms on the same input').click();
    await expect(
      page.getByTestId('built-in-counts').getByRole('row', { name: /^Bubble Sort/ }),
    ).toBeVisible();
  });

  test('a sort is said stable or not, checked on values that repeat', async ({ page }) => {
    await openPlayground(page);
    await typeValues(page, '3, 3, 1, 2, 2');
    await run(page);
    await expect(status(page)).toHaveText('Sorted: all 5 values are in order.');
    await expect(stability(page)).toHaveText(
      'Stable: equal values keep the order they came in (checked on an array with repeated values).',
    );
    // One click ran the code twice: the page says so.
    await expect(page.getByTestId('playground-stability-note')).toHaveText(
      'Your sort ran a second time for this check, counting only; the counts, output and steps above are from the first run.',
    );
    await writeCode(page, SELECTION_SORT);
    await run(page);
    await expect(status(page)).toHaveText('Sorted: all 5 values are in order.');
    await expect(stability(page)).toHaveText(
      'Not stable: two equal values 3, at indices 0 and 1 before the sort, end up the other way round.',
    );
    // A sort that does not sort is not judged for stability.
    await writeCode(page, 'function sort(arr) {}\n');
    await run(page);
    await expect(status(page)).toHaveText(/^Not sorted/);
    await expect(stability(page)).toHaveCount(0);
  });

  test('the search template finds its target on the cells', async ({ page }) => {
    await openPlayground(page);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await run(page);
    await expect(status(page)).toHaveText(/^Right: arr\[\d+\] = \d+\.$/);
    await expect(page.locator('figure[data-scene="cells"] li[data-value]')).toHaveCount(10);
    await page.getByRole('button', { name: 'Step forward' }).click();
    await expect(page.locator('figure[data-scene="cells"] [data-narration]')).toHaveText(
      /^read arr\[0\] = \d+$/,
    );
  });

  test('the BFS template gives a valid BFS order and plays on the graph', async ({ page }) => {
    await openPlayground(page);
    await page.getByRole('button', { name: 'BFS', exact: true }).click();
    await run(page);
    await expect(status(page)).toHaveText(/^A valid BFS order: A, /);
    await page.getByRole('button', { name: 'Step forward' }).click();
    await expect(page.locator('figure[data-scene="graph"] [data-narration]')).toHaveText('visited A');
  });

  test('BFS runs on a graph typed as an edge list, beside the built-in BFS and DFS, and its link carries it', async ({
    page,
  }) => {
    await openPlayground(page);
    await page.getByRole('button', { name: 'BFS', exact: true }).click();
    const edgeList = page.getByRole('textbox', { name: 'Edge list' });
    // The Graph page's edge list, with its messages.
    await edgeList.fill('A B\nA A\n');
    await page.getByRole('button', { name: 'Draw this graph' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'line 2: an edge from a vertex to itself is not allowed',
    );
    await edgeList.fill('A B\nA C\nB D\nE\n');
    await page.getByRole('button', { name: 'Draw this graph' }).click();
    await expect(page.getByRole('combobox', { name: /^Graph/ })).toHaveValue('typed');
    await run(page);
    await expect(status(page)).toHaveText('A valid BFS order: A, B, C, D.');
    await expect(page.locator('figure[data-scene="graph"]')).toBeVisible();
    await expect(page.getByTestId('playground-counts')).toHaveText('Visits: 4 · Edges examined: 6');
    await page.getByText('The built-in algorithms on the same input').click();
    const builtIns = page.getByTestId('built-in-counts');
    await expect(builtIns.getByRole('row', { name: 'Breadth-First Search 4 6' })).toBeVisible();
    await expect(builtIns.getByRole('row', { name: 'Depth-First Search 4 6' })).toBeVisible();

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Share this run' }).click();
    const url = await page.getByLabel(/Link copied/).inputValue();
    expect(new URL(url).searchParams.get('edges')).toBe('un_A.B.C.D.E_A-B.A-C.B-D');
    await page.goto(url.replace('#', '&renderer=canvas#'));
    await appReady(page);
    await expect(status(page)).toHaveText('A valid BFS order: A, B, C, D.');
    await expect(page.getByRole('textbox', { name: 'Edge list' })).toHaveValue('A B\nA C\nB D\nE\n');
  });

  test('the built-in searches are set beside the learner’s search', async ({ page }) => {
    await openPlayground(page);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await run(page);
    await page.getByText('The built-in algorithms on the same input').click();
    await expect(
      page.getByTestId('built-in-counts').getByRole('row', { name: /^Linear Search \d+ 0 0$/ }),
    ).toBeVisible();
  });

  test('an infinite loop is stopped within the time limit, naming its line', async ({ page }) => {
    await openPlayground(page);
    await writeCode(page, 'function sort(arr) {\n  let i = 0;\n  while (true) { i++; }\n}\n');
    await run(page);
    await expect(status(page)).toHaveText('Running your code…');
    // The same words as Python's (playground-python.spec.ts).
    await expect(status(page)).toHaveText(
      'line 3: stopped after 2 s: is there a loop that never ends, or recursion that never stops?',
      { timeout: 6000 },
    );
  });

  test('Stop ends a run at once and the page stays responsive', async ({ page }) => {
    await openPlayground(page);
    await writeCode(page, 'function sort(arr) {\n  while (true) {}\n}\n');
    await run(page);
    await expect(status(page)).toHaveText('Running your code…');
    await page.getByRole('button', { name: 'Stop' }).click();
    // Ended by Stop, not by the time limit (which would name the line), and the page answers at once.
    await expect(status(page)).toHaveText('Stopped.');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  test('a syntax error names its line and column and is marked in the editor', async ({ page }) => {
    await openPlayground(page);
    await writeCode(page, 'function sort(arr) {\n  let x = ;\n}\n');
    await run(page);
    await expect(status(page)).toHaveText('line 2: SyntaxError: Unexpected token');
    await expect(status(page)).toHaveRole('alert');
    await expect(page.getByRole('button', { name: 'Play', exact: true })).toBeDisabled();
    await expect(page.locator('[data-narration]')).toHaveText(
      'Nothing to play: the error came before your code recorded any operation.',
    );
    await expect(page.locator('.cm-line[data-error-line]')).toHaveText('  let x = ;');
    await expect(page.locator('[data-error-at]')).toHaveText(';');
  });

  test('an exception names its line', async ({ page }) => {
    await openPlayground(page);
    await writeCode(page, 'function sort(arr) {\n  const a = null;\n  return a.length;\n}\n');
    await run(page);
    await expect(status(page)).toHaveText(/^line 3: TypeError: Cannot read properties of null/);
  });

  test('a wrong sort is told where the array is out of order', async ({ page }) => {
    await openPlayground(page);
    await page.getByRole('button', { name: 'Reversed' }).click();
    await writeCode(page, 'function sort(arr) {\n  [arr[0], arr[1]] = [arr[1], arr[0]];\n}\n');
    await run(page);
    await expect(status(page)).toHaveText(/^Not sorted: arr\[1\] = \d+ comes before arr\[2\] = \d+\.$/);
  });

  test('a sort that returns a new sorted array is accepted and said so', async ({ page }) => {
    await openPlayground(page);
    await page.getByRole('button', { name: 'Reversed' }).click();
    await writeCode(
      page,
      'export function sortedCopy(values) {\n  return [...values].sort((a, b) => a - b);\n}\nfunction unused() {}\n',
    );
    await run(page);
    // Two functions could be the one: the page asks, and runs the one picked.
    await expect(status(page)).toHaveRole('alert');
    await page.getByRole('radio', { name: 'sortedCopy' }).click();
    await expect(status(page)).toHaveText('Sorted: returned a new array with all 10 values in order.');
    await expect(page.getByTestId('playground-call')).toHaveText('Called sortedCopy(arr).');
  });

  test('the learner code reaches no network, storage or page: no request leaves', async ({ page }) => {
    const requests: string[] = [];
    await openPlayground(page);
    page.on('request', (request) => requests.push(request.url()));
    const attempts = [
      "fetch('/leak?fetch')",
      "const x = new XMLHttpRequest(); x.open('GET', '/leak?xhr'); x.send()",
      "importScripts('/leak?import')",
      "self.fetch('/leak?self')",
      "localStorage.getItem('theme')",
      "indexedDB.open('queuebee')",
      "postMessage({ type: 'done' })",
      'self.close()',
    ];
    for (const attempt of attempts) {
      await writeCode(page, `function sort(arr) {\n  ${attempt};\n}\n`);
      await run(page);
      await expect(status(page)).toHaveText(
        /^line 2: ReferenceError: \w+ is not available: your code runs in a sandbox/,
      );
    }
    expect(requests.filter((url) => url.includes('/leak'))).toEqual([]);
  });

  test('code made from strings is refused: eval, Function, the constructor chain and import()', async ({
    page,
  }) => {
    const requests: string[] = [];
    await openPlayground(page);
    page.on('request', (request) => requests.push(request.url()));
    await writeCode(page, 'function sort(arr) {\n  eval("fetch(\'/leak?eval\')");\n}\n');
    await run(page);
    await expect(status(page)).toHaveText(
      /^line 2: ReferenceError: eval is not available: your code runs in a sandbox/,
    );
    // Function itself, and reached through any function's constructor: the worker replaces them
    // before the learner's code runs (and its Content-Security-Policy forbids eval as well).
    for (const escape of [
      "Function('return this')()",
      "(function () {}).constructor('return this')()",
      "[].map.constructor('return this')()",
      "(async function () {}).constructor('return this')()",
    ]) {
      await writeCode(
        page,
        `function sort(arr) {\n  const scope = ${escape};\n  scope.fetch('/leak?chain');\n}\n`,
      );
      await run(page);
      await expect(status(page)).toHaveText(
        /^line 2: EvalError: Function is not available: your code runs in a sandbox/,
      );
    }
    await writeCode(page, "function sort(arr) {\n  import('/leak?import');\n}\n");
    await run(page);
    await expect(status(page)).toHaveText('line 2: import() is not available: your code runs on its own');
    expect(requests.filter((url) => url.includes('/leak'))).toEqual([]);
  });

  test('after a run, with its verdicts, counts, scene and edge list, axe finds nothing serious, in light and in dark', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    const shell = new AppShell(page);
    await openPlayground(page);
    expect(await shell.isDark()).toBe(false);
    await run(page);
    await expect(stability(page)).toHaveText(/^Stable/);
    await page.getByText('The built-in algorithms on the same input').click();
    await page.getByRole('button', { name: 'Step forward' }).click();
    expect(await axeFindings(page)).toEqual([]);
    // The dark theme changes colours only, so its contrast is checked on the same page.
    await shell.switchTheme();
    expect(await axeFindings(page, { coloursOnly: true })).toEqual([]);
    await page.getByRole('button', { name: 'BFS', exact: true }).click();
    await page.getByRole('textbox', { name: 'Edge list' }).fill('A A\n');
    await page.getByRole('button', { name: 'Draw this graph' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await axeFindings(page, { coloursOnly: true })).toEqual([]);
    await shell.switchTheme();
    expect(await axeFindings(page)).toEqual([]);
  });

  test('console.log is shown under the editor', async ({ page }) => {
    await openPlayground(page);
    await writeCode(
      page,
      "function sort(arr) {\n  console.log('length', arr.length);\n  arr.sort((a, b) => a - b);\n}\n",
    );
    await run(page);
    await expect(page.getByTestId('playground-output')).toHaveText('length 10');
  });

  test('huge console.log output is cut in the worker and said once, and a returned function is named', async ({
    page,
  }) => {
    await openPlayground(page);
    await writeCode(
      page,
      "function sort(arr) {\n  console.log('x'.repeat(5e7));\n  const long = 'y'.repeat(2e6);\n  for (let i = 0; i < 200; i++) console.log(long);\n  arr.sort((a, b) => a - b);\n}\n",
    );
    await run(page);
    await expect(status(page)).toHaveText('Sorted: all 10 values are in order.');
    const output = (await page.getByTestId('playground-output').textContent()) ?? '';
    const lines = output.split('\n');
    expect(lines[0]).toBe('x'.repeat(1_000));
    expect(lines.at(-1)).toBe('(output cut)');
    expect(output.split('(output cut)')).toHaveLength(2);
    expect(lines.slice(0, -1).join('').length).toBe(20_000);

    await writeCode(page, 'function sort(arr) {\n  return () => 1;\n}\n');
    await run(page);
    await expect(status(page)).toHaveText(
      "Your sort returned a function, which can't be shown: sort arr in place and return nothing, or return arr.",
    );
  });

  test('Ctrl+Enter runs from the editor, and the page fits 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openPlayground(page);
    await page.getByRole('textbox', { name: 'Your code' }).click();
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(status(page)).toHaveText('Sorted: all 10 values are in order.');
    // The picture, below the editor on a phone, is brought into view once the run is recorded.
    await expect(page.locator('figure[data-scene="bars"]')).toBeInViewport({ ratio: 0.5 });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
  test('a shared link reopens the same code, input and step, and the last code is kept', async ({ page }) => {
    await openPlayground(page);
    await page.getByRole('button', { name: 'Reversed' }).click();
    await page.getByRole('textbox', { name: 'Your code' }).click();
    await page.keyboard.press('ControlOrMeta+Home');
    await page.keyboard.insertText('// shared\n');
    await run(page);
    await expect(status(page)).toHaveText('Sorted: all 10 values are in order.');
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Step forward' }).click();
    const narration = page.locator('figure[data-scene="bars"] [data-narration]');
    const said = await narration.textContent();
    const values = await page
      .locator('figure[data-scene="bars"] li[data-value]')
      .evaluateAll((items) => items.map((item) => item.getAttribute('data-value')));

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Share this run' }).click();
    const url = await page.getByLabel(/Link copied/).inputValue();
    // The code travels in the fragment, which is never sent to the server.
    expect(url).toMatch(
      /\/playground\?lang=javascript&task=sort&values=\d+(%2C\d+){9}&speed=50&step=3#code=[^&#]+$/,
    );

    // A fresh page: the link runs the code on its input and opens at its step.
    await page.evaluate(() => localStorage.clear());
    await page.goto(url.replace('#', '&renderer=canvas#'));
    await appReady(page);
    await expect(page.getByRole('textbox', { name: 'Your code' })).toContainText('// shared');
    await expect(status(page)).toHaveText('Sorted: all 10 values are in order.');
    await expect(page.getByRole('slider', { name: 'Step' })).toHaveValue('3');
    await expect(narration).toHaveText(said ?? '');
    await expect(page.locator('figure[data-scene="bars"] li[data-value]')).toHaveCount(10);
    expect(
      await page
        .locator('figure[data-scene="bars"] li[data-value]')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-value'))),
    ).toEqual(values);

    // The last code written is there on the next visit.
    await writeCode(page, 'function sort(arr) {\n  // kept\n}\n');
    await openPlayground(page);
    await expect(page.getByRole('textbox', { name: 'Your code' })).toContainText('// kept');
  });

  test('a link whose code cannot be read says why and opens the template', async ({ page }) => {
    await page.goto('/playground?lang=javascript&task=sort&code=%25%25&renderer=canvas');
    await appReady(page);
    await expect(page.getByTestId('link-notice')).toHaveText(
      'The shared code could not be read, so the template is shown instead.',
    );
    await expect(page.getByRole('textbox', { name: 'Your code' })).toContainText('function sort(arr)');
  });

  test('code longer than a link carries is not shared, and says so', async ({ page }) => {
    await openPlayground(page);
    await writeCode(page, `function sort(arr) {}\n// ${'x'.repeat(10_000)}\n`);
    await run(page);
    await expect(page.getByTestId('share-problem')).toHaveText(
      'Your code is too long to share: 10,026 characters, 26 more than the 10,000 a link carries.',
    );
    await expect(page.getByRole('button', { name: 'Share this run' })).toHaveCount(0);
  });
});
