import { AppShell } from './pages/AppShell';
import { expect, test } from './fixtures';

test.describe('home', () => {
  test('the hero tags, headline and calls to action', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/');
    await expect(page.getByText('Interactive Learning', { exact: true })).toBeVisible();
    await expect(shell.heading()).toHaveText('Beyond the Code: Interactive Visualizations');
    await page.getByRole('link', { name: 'Try Race Mode' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/race');
  });

  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    test(`'Explore Algorithms' scrolls to the algorithm categories (${reducedMotion})`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion });
      const shell = new AppShell(page);
      await shell.goto('/');
      const section = page.getByRole('heading', { name: 'Algorithm Categories' });
      await page.setViewportSize({ width: 1280, height: 600 });
      await expect(section).not.toBeInViewport();
      await page.getByRole('button', { name: 'Explore Algorithms' }).click();
      await expect(section).toBeInViewport();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    });
  }

  test('category cards: implemented ones link, coming-soon ones say so', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/');
    const algorithms = page.locator('#algorithm-categories');
    const dataStructures = page.locator('#data-structure-categories');
    await expect(algorithms.getByText('Implemented', { exact: true })).toHaveCount(9);
    await expect(algorithms.getByText('Coming Soon', { exact: true })).toHaveCount(0);
    await expect(algorithms.getByText('Coming soon...')).toHaveCount(0);
    await expect(dataStructures.getByText('Implemented', { exact: true })).toHaveCount(11);
    await expect(dataStructures.getByText('Coming soon...')).toHaveCount(0);
    for (const name of [
      'BFS',
      'DFS',
      "Dijkstra's",
      'Knapsack',
      'Huffman Coding',
      'Sieve of Eratosthenes',
      'Kadane',
      'Merge Intervals',
      'Rabin-Karp',
    ]) {
      await expect(algorithms.getByText(name, { exact: true })).toBeVisible();
    }
    await algorithms.getByRole('link', { name: 'Explore Sorting Algorithms' }).click();
    await expect(shell.heading()).toHaveText('Sorting Algorithms');
    await page.goBack();
    await algorithms.getByRole('link', { name: 'Explore Graph Algorithms' }).click();
    await expect(shell.heading()).toHaveText('Graph Algorithms');
    await page.goBack();
    await algorithms.getByRole('link', { name: 'Explore Dynamic Programming' }).click();
    await expect(shell.heading()).toHaveText('Dynamic Programming');
    await page.goBack();
    await algorithms.getByRole('link', { name: 'Explore Mathematical Algorithms' }).click();
    await expect(shell.heading()).toHaveText('Mathematical Algorithms');
    await page.goBack();
    await algorithms.getByRole('link', { name: 'Explore Greedy Algorithms' }).click();
    await expect(shell.heading()).toHaveText('Greedy Algorithms');
    await page.goBack();
    await algorithms.getByRole('link', { name: 'Explore Interview Patterns' }).click();
    await expect(shell.heading()).toHaveText('Interview Patterns');
    await page.goBack();
    await algorithms.getByRole('link', { name: 'Explore Backtracking' }).click();
    await expect(shell.heading()).toHaveText('Backtracking');
    await page.goBack();
    await algorithms.getByRole('link', { name: 'Explore String Matching' }).click();
    await expect(shell.heading()).toHaveText('String Matching');
    await page.goBack();
    await dataStructures.getByRole('link', { name: 'Explore Linked Lists' }).click();
    await expect(shell.heading()).toHaveText('Linked Lists');
    await page.goBack();
    await dataStructures.getByRole('link', { name: 'Explore Heaps' }).click();
    await expect(shell.heading()).toHaveText('Heaps');
    await page.goBack();
    await dataStructures.getByRole('link', { name: 'Explore Segment Trees' }).click();
    await expect(shell.heading()).toHaveText('Segment Trees');
    await page.goBack();
    await dataStructures.getByRole('link', { name: 'Explore Union-Find' }).click();
    await expect(shell.heading()).toHaveText('Union-Find');
    await page.goBack();
    await dataStructures.getByRole('link', { name: 'Explore Tries' }).click();
    await expect(shell.heading()).toHaveText('Tries');
  });
});

test.describe('about', () => {
  test('has the three cards and four developer profiles', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/about');
    for (const name of ['Key Features', 'Future Enhancements', 'About the Developer']) {
      await expect(page.getByRole('heading', { name })).toBeVisible();
    }
    await expect(page.getByText('Dark mode that remembers your choice')).toBeVisible();
    await expect(page.getByText(/^Structures beyond the basics: union-find, tries/)).toBeVisible();
    await expect(page.getByText(/^Graph and dynamic programming visualisation: BFS, DFS/)).toBeVisible();
    await expect(page.getByText('More string structures such as suffix arrays')).toBeVisible();
    // AVL trees are shipped (the Trees page), so they are not listed as still to come.
    await expect(page.getByText(/AVL/)).toHaveCount(0);
    const profiles = page.getByRole('list', { name: 'Developer profiles' }).getByRole('link');
    await expect(profiles).toHaveCount(4);
  });
});
