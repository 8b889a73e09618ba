import { AppShell } from './pages/AppShell';
import { test as plainTest } from '@playwright/test';
import { expect, test } from './fixtures';

test.describe('theme', () => {
  test('starts light, toggles to dark and back, and the choice survives a reload', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/');
    expect(await shell.isDark()).toBe(false);
    await shell.themeToggle.click();
    expect(await shell.isDark()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await expect(shell.themeToggle).toHaveAccessibleName('Switch to light theme');

    await page.reload();
    await shell.heading().waitFor();
    expect(await shell.isDark()).toBe(true);

    await shell.themeToggle.click();
    expect(await shell.isDark()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  // Plain test: the deliberately blocked bundle logs a load error, which is the point here.
  plainTest('the saved theme is applied before the app runs (no flash of light)', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    // Hold back the application bundle: whatever the page shows now comes from the pre-paint script.
    await page.route('**/assets/index-*.js', (route) => route.abort());
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(background).toBe('rgb(11, 16, 32)');
  });

  // Plain test, as above: the held-back bundle logs a load error.
  plainTest('a theme saved under queuebee.theme is applied and moved to theme', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('queuebee.theme', 'dark'));
    // Held back as above: the pre-paint script alone reads the former key.
    await page.route('**/assets/index-*.js', (route) => route.abort());
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.unroute('**/assets/index-*.js');

    const shell = new AppShell(page);
    await shell.goto('/');
    expect(await shell.isDark()).toBe(true);
    await expect(shell.themeToggle).toHaveAccessibleName('Switch to light theme');
    expect(
      await page.evaluate(() => [localStorage.getItem('queuebee.theme'), localStorage.getItem('theme')]),
    ).toEqual([null, 'dark']);
  });

  test('a theme chosen in another tab is applied here at once', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/');
    const other = new AppShell(await page.context().newPage());
    await other.goto('/progress');
    await shell.themeToggle.click();
    await expect(other.page.locator('html')).toHaveClass(/dark/);
    await expect(other.themeToggle).toHaveAccessibleName('Switch to light theme');
    await other.themeToggle.click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
  });

  test('an unknown stored value falls back to light', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', '{"broken":'));
    const shell = new AppShell(page);
    await shell.goto('/');
    expect(await shell.isDark()).toBe(false);
  });

  test('works when localStorage throws on every access', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    const shell = new AppShell(page);
    await shell.goto('/');
    expect(await shell.isDark()).toBe(false);
    await shell.themeToggle.click();
    expect(await shell.isDark()).toBe(true);
    // Navigation keeps the in-memory choice for the rest of the visit.
    await shell.nav.getByRole('link', { name: 'About', exact: true }).click();
    await expect(shell.heading()).toHaveText('About DSA Visualizer');
    expect(await shell.isDark()).toBe(true);
  });

  test('works when storage is full', async ({ page }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      };
    });
    const shell = new AppShell(page);
    await shell.goto('/');
    await shell.themeToggle.click();
    expect(await shell.isDark()).toBe(true);
  });
});
