import { ALGORITHM_FAMILIES, isImplemented } from '@/core/algorithms/families';
import { installFrozenClock } from './clock';
import { AppShell } from './pages/AppShell';
import { expect, test } from './fixtures';

/** The Algorithms menu's entries for families still to come (they show a toast instead of navigating). */
const comingSoonEntries = ALGORITHM_FAMILIES.filter((family) => !isImplemented(family)).map(
  (family) => family.menuLabel,
);

test.describe('navigation bar on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('links to every primary screen', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/');
    for (const [name, path, heading] of [
      ['Race Mode', '/race', 'Algorithm Race Mode'],
      ['QueueBee', '/queuebee', 'QueueBee Study'],
      ['Chat', '/chat', 'Chat with QueueBee'],
      ['Progress', '/progress', 'Your Progress'],
      ['About', '/about', 'About DSA Visualizer'],
      ['Home', '/', 'Beyond the Code: Interactive Visualizations'],
      ['Your Code', '/playground', 'Your Code'],
    ] as const) {
      await shell.nav.getByRole('link', { name, exact: true }).click();
      // Race Mode writes its settings into the query string, so compare paths only.
      await expect.poll(() => new URL(page.url()).pathname).toBe(path);
      await expect(shell.heading()).toHaveText(heading);
      await expect(shell.nav.getByRole('link', { name, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
  });

  test('algorithm and data-structure dropdowns open, navigate and close', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/');
    const algorithms = shell.nav.getByRole('button', { name: 'Algorithms' });
    await expect(algorithms).toHaveAttribute('aria-expanded', 'false');
    await algorithms.click();
    await expect(algorithms).toHaveAttribute('aria-expanded', 'true');
    await shell.nav.getByRole('link', { name: 'Searching' }).click();
    await expect(page).toHaveURL('/algorithms/searching');
    await expect(algorithms).toHaveAttribute('aria-expanded', 'false');

    await shell.openDesktopMenu('Data Structures');
    for (const name of [
      'Arrays',
      'Stacks',
      'Queues',
      'Linked Lists',
      'Trees',
      'Hash Tables',
      'Graphs',
      'Heaps',
      'Segment Trees',
      'Union-Find',
      'Tries',
    ]) {
      await expect(shell.nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await shell.nav.getByRole('link', { name: 'Linked Lists' }).click();
    await expect(shell.heading()).toHaveText('Linked Lists');
  });

  test('dropdowns work from the keyboard and close on Escape', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/');
    const trigger = shell.nav.getByRole('button', { name: 'Data Structures' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(shell.nav.getByRole('link', { name: 'Arrays' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(shell.nav.getByRole('link', { name: 'Stacks' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/data-structures/tries');
  });

  for (const entry of comingSoonEntries) {
    test(`${entry} shows the 'Coming Soon!' toast for 2.5 s and does not navigate`, async ({ page }) => {
      const clock = await installFrozenClock(page);
      const shell = new AppShell(page);
      await shell.goto('/about');
      await shell.openDesktopMenu('Algorithms');
      // From here time moves only through runFor, however busy the machine is.
      await clock.freeze();
      await shell.nav.getByRole('button', { name: entry }).click();
      // The toast shows once the toaster's code has loaded, which takes real time, and then its zero-delay
      // timer has run, which takes fake time: a single runFor can come before the timer is set on a busy
      // machine, so the clock moves a millisecond at a time until the toast is there.
      const toast = shell.toast('Coming Soon!');
      await expect
        .poll(async () => {
          await page.clock.runFor(1);
          return toast.count();
        })
        .toBe(1);
      await expect(toast).toBeVisible();
      await expect(page).toHaveURL('/about');
      await page.clock.runFor(2000);
      await expect(toast).toBeVisible();
      await page.clock.runFor(1500);
      await expect(toast).toHaveCount(0);
    });
  }

  test('Graph in the Algorithms menu opens the Graph Algorithms page', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/about');
    await shell.openDesktopMenu('Algorithms');
    await shell.nav.getByRole('link', { name: 'Graph' }).click();
    await expect(page).toHaveURL('/algorithms/graph');
    await expect(shell.heading()).toHaveText('Graph Algorithms');
  });

  test('Dynamic Programming in the Algorithms menu opens the Dynamic Programming page', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/about');
    await shell.openDesktopMenu('Algorithms');
    await shell.nav.getByRole('link', { name: 'Dynamic Programming' }).click();
    await expect(page).toHaveURL('/algorithms/dp');
    await expect(shell.heading()).toHaveText('Dynamic Programming');
  });

  test('Mathematical in the Algorithms menu opens the Mathematical Algorithms page', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/about');
    await shell.openDesktopMenu('Algorithms');
    await shell.nav.getByRole('link', { name: 'Mathematical' }).click();
    await expect(page).toHaveURL('/algorithms/math');
    await expect(shell.heading()).toHaveText('Mathematical Algorithms');
  });

  test('Greedy in the Algorithms menu opens the Greedy Algorithms page', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/about');
    await shell.openDesktopMenu('Algorithms');
    await shell.nav.getByRole('link', { name: 'Greedy' }).click();
    await expect(page).toHaveURL('/algorithms/greedy');
    await expect(shell.heading()).toHaveText('Greedy Algorithms');
  });

  test('Interview Patterns in the Algorithms menu opens the Interview Patterns page', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/about');
    await shell.openDesktopMenu('Algorithms');
    await shell.nav.getByRole('link', { name: 'Interview Patterns' }).click();
    await expect(page).toHaveURL('/algorithms/patterns');
    await expect(shell.heading()).toHaveText('Interview Patterns');
  });

  test('Backtracking in the Algorithms menu opens the Backtracking page', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/about');
    await shell.openDesktopMenu('Algorithms');
    await shell.nav.getByRole('link', { name: 'Backtracking' }).click();
    await expect(page).toHaveURL('/algorithms/backtracking');
    await expect(shell.heading()).toHaveText('Backtracking');
  });

  test('String Matching in the Algorithms menu opens the String Matching page', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/about');
    await shell.openDesktopMenu('Algorithms');
    await shell.nav.getByRole('link', { name: 'String Matching' }).click();
    await expect(page).toHaveURL('/algorithms/strings');
    await expect(shell.heading()).toHaveText('String Matching');
  });

  test('toasts appear at the top centre with a close button', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/');
    await shell.footer.getByRole('button', { name: 'Documentation' }).click();
    const toast = shell.toast('Coming Soon!');
    await expect(toast).toBeVisible();
    await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-y-position', 'top');
    await expect(page.locator('[data-sonner-toaster]')).toHaveAttribute('data-x-position', 'center');
    await toast.getByRole('button', { name: /close/i }).click();
    await expect(toast).toHaveCount(0);
  });

  test("'Interview Prep' opens the external site in a new tab without a referrer", async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/');
    const link = shell.nav.getByRole('link', { name: /Interview Prep/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('href', /^https:\/\//);
  });

  test('the navigation bar stays fixed while the page scrolls', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/');
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const box = await shell.nav.boundingBox();
    expect(box?.y).toBe(0);
  });
});

/** The bar's top-level items, as a learner reads them, left to right. */
const BAR_ITEMS = [
  ['link', 'Home'],
  ['link', 'Race Mode'],
  ['link', 'QueueBee'],
  ['link', 'Your Code'],
  ['button', 'Algorithms'],
  ['button', 'Data Structures'],
  ['link', 'Chat'],
  ['link', 'Progress'],
  ['link', 'About'],
  ['link', /^Interview Prep/],
] as const;

for (const width of [1280, 1440]) {
  test.describe(`navigation bar at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('every top-level item is on one line, all in one row before the theme button', async ({ page }) => {
      const shell = new AppShell(page);
      await shell.goto('/');
      const boxes = [];
      for (const [role, name] of BAR_ITEMS) {
        const item = shell.nav.getByRole(role, { name, exact: typeof name === 'string' });
        await expect(item).toBeVisible();
        const box = await item.boundingBox();
        if (box === null) throw new Error(`${String(name)} is not laid out`);
        // One line of text: the item's height is its line (20 px) and its padding, and its words never
        // wrap inside it.
        const lines = await item.evaluate((element) => {
          // The rows the item's shown text is drawn on (text hidden for screen readers only is skipped).
          const tops = new Set<number>();
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          for (let text = walker.nextNode(); text; text = walker.nextNode()) {
            if ((text.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
            const range = document.createRange();
            range.selectNodeContents(text);
            for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
          }
          return tops.size;
        });
        expect(lines, String(name)).toBe(1);
        expect(box.height, String(name)).toBeLessThanOrEqual(40);
        boxes.push({ name: String(name), ...box });
      }
      const top = boxes[0]?.y ?? 0;
      for (const [i, box] of boxes.entries()) {
        expect(Math.abs(box.y - top), `${box.name} is on the first item's row`).toBeLessThanOrEqual(1);
        const before = boxes[i - 1];
        if (before)
          expect(box.x, `${box.name} follows ${before.name}`).toBeGreaterThanOrEqual(before.x + before.width);
      }
      const theme = await shell.nav.getByRole('button', { name: /theme/i }).boundingBox();
      const last = boxes.at(-1);
      expect(theme).not.toBeNull();
      if (theme && last) expect(last.x + last.width).toBeLessThanOrEqual(theme.x);
      // The bar is one row: the header keeps its height.
      expect((await shell.nav.boundingBox())?.height).toBe(64);
      await expect(shell.menuButton).toBeHidden();
    });
  });
}

test.describe('navigation bar at 1024 px', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test('the bar folds into the menu, which offers every top-level entry', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/');
    await expect(shell.nav.getByRole('link', { name: 'Race Mode' })).toBeHidden();
    await shell.menuButton.click();
    for (const name of ['Home', 'Race Mode', 'QueueBee', 'Your Code', 'Chat', 'Progress', 'About']) {
      await expect(shell.mobileMenu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await shell.mobileMenu.getByRole('link', { name: 'Your Code', exact: true }).click();
    await expect(page).toHaveURL('/playground');
    await expect(shell.mobileMenu).toBeHidden();
  });
});

test.describe('navigation bar on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('the menu opens, and closes when a link is chosen', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/');
    await expect(shell.nav.getByRole('link', { name: 'Race Mode' })).toBeHidden();
    await expect(shell.menuButton).toHaveAttribute('aria-expanded', 'false');
    await shell.menuButton.click();
    await expect(shell.menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(shell.mobileMenu).toBeVisible();
    await shell.mobileMenu.getByRole('link', { name: 'Stacks' }).click();
    await expect(page).toHaveURL('/data-structures/stacks');
    await expect(shell.mobileMenu).toBeHidden();
    await expect(shell.menuButton).toHaveAttribute('aria-expanded', 'false');
  });

  test('the menu closes when the route changes by history', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/about');
    await shell.goto('/chat');
    await shell.menuButton.click();
    await expect(shell.mobileMenu).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/about');
    await expect(shell.mobileMenu).toBeHidden();
  });

  test('the menu offers every entry, the coming-soon ones as toasts', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/');
    await shell.menuButton.click();
    for (const name of [
      'Home',
      'Race Mode',
      'QueueBee',
      'Sorting',
      'Searching',
      'Graph',
      'Dynamic Programming',
      'Greedy',
      'Mathematical',
      'Interview Patterns',
      'Backtracking',
      'String Matching',
      'Arrays',
      'Stacks',
      'Queues',
      'Linked Lists',
      'Trees',
      'Hash Tables',
      'Graphs',
      'Heaps',
      'Segment Trees',
      'Union-Find',
      'Tries',
      'Chat',
      'Progress',
      'About',
      'Your Code',
    ]) {
      await expect(shell.mobileMenu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(shell.mobileMenu.getByRole('link', { name: /Interview Prep/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    const comingSoon = comingSoonEntries[0];
    if (comingSoon !== undefined) {
      await shell.mobileMenu.getByRole('button', { name: comingSoon }).click();
      await expect(shell.toast('Coming Soon!')).toBeVisible();
      await expect(page).toHaveURL('/');
    }
  });

  test('the menu button closes the menu again', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/');
    await shell.menuButton.click();
    await shell.menuButton.click();
    await expect(shell.mobileMenu).toBeHidden();
  });
});
