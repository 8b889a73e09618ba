import { AppShell } from './pages/AppShell';
import { axeFindings } from './axe';
import { expect, test } from './fixtures';
import { comingSoonPaths, routeHeadings } from './routes';

test.describe('routes', () => {
  for (const { path, heading } of routeHeadings) {
    test(`${path} shows its heading inside the shared layout, with no serious axe findings in light or dark`, async ({
      page,
    }) => {
      await page.addInitScript(() => localStorage.setItem('theme', 'light'));
      const shell = new AppShell(page);
      await shell.goto(path);
      await expect(shell.heading()).toHaveText(heading);
      await expect(shell.nav).toBeVisible();
      await expect(shell.footer).toContainText('All rights reserved');
      expect(await shell.isDark()).toBe(false);
      expect(await axeFindings(page)).toEqual([]);
      await shell.switchTheme();
      expect(await axeFindings(page, { coloursOnly: true })).toEqual([]);
    });
  }

  for (const path of comingSoonPaths) {
    test(`${path} is a friendly coming-soon screen with a way home`, async ({ page }) => {
      const shell = new AppShell(page);
      await shell.goto(path);
      await expect(shell.heading()).toHaveText('Coming soon');
      expect(await axeFindings(page)).toEqual([]);
      await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click();
      await expect(page).toHaveURL('/');
    });
  }

  for (const path of ['/queuebee/anything', '/queuebee/deep/path', '/no-such-page']) {
    test(`${path} shows the 404 page`, async ({ page }) => {
      const shell = new AppShell(page);
      await shell.goto(path);
      await expect(shell.heading()).toHaveText('Oops! Page not found');
      await page.getByRole('link', { name: 'Return to Home' }).click();
      await expect(page).toHaveURL('/');
      await expect(shell.heading()).toHaveText('Beyond the Code: Interactive Visualizations');
    });
  }

  test('every screen sets a document title', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/about');
    await expect(page).toHaveTitle('About DSA Visualizer · QueueBee DSA Visualizer');
    await shell.goto('/queuebee/x');
    await expect(page).toHaveTitle(/Page not found/);
  });
});
