import { expect, test } from './fixtures';
import { appReady } from './app';

// Mirrors SCREEN_CRASH_TEST_EVENT in src/app/ScreenErrorBoundary.tsx.
const CRASH_EVENT = 'queuebee:test-screen-crash';

test.describe('a screen that throws', () => {
  test.use({ expectedConsoleErrors: [/^A screen failed and shows its error message instead/] });

  test('shows a friendly message, logs the error, and the site recovers', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await page.goto('/about');
    await appReady(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.evaluate((name) => window.dispatchEvent(new Event(name)), CRASH_EVENT);

    const message = page.getByRole('alert');
    await expect(message.getByRole('heading', { name: 'Something went wrong' })).toBeFocused();
    await expect(message.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(message.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(logged.some((text) => text.includes('Screen crash requested through the test hook'))).toBe(true);

    // The navigation outside the broken screen still works, and leaving the route clears the error.
    await page.getByRole('navigation').getByRole('link', { name: 'Race Mode' }).first().click();
    await expect(page.getByRole('heading', { name: 'Algorithm Race Mode' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toHaveCount(0);
  });

  test("'Return to Home' and 'Reload' both bring back a working screen", async ({ page }) => {
    await page.goto('/data-structures/stacks?renderer=canvas');
    await appReady(page);
    await page.evaluate((name) => window.dispatchEvent(new Event(name)), CRASH_EVENT);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Try Race Mode' })).toBeVisible();

    await page.goto('/about');
    await appReady(page);
    await page.evaluate((name) => window.dispatchEvent(new Event(name)), CRASH_EVENT);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('About');
  });
});
