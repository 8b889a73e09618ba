import { AppShell } from './pages/AppShell';
import { expect, test } from './fixtures';

test.describe('footer', () => {
  test('shows the current year, rights, GitHub and Documentation', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/');
    const year = await page.evaluate(() => new Date().getFullYear());
    await expect(shell.footer).toContainText(`© ${year}`);
    await expect(shell.footer).toContainText('All rights reserved');
    const github = shell.footer.getByRole('link', { name: 'GitHub' });
    await expect(github).toHaveAttribute('href', /^https:\/\/github\.com\//);
    await expect(github).toHaveAttribute('rel', 'noopener noreferrer');
    await shell.footer.getByRole('button', { name: 'Documentation' }).click();
    await expect(shell.toast('Coming Soon!')).toBeVisible();
  });

  test('the Contact dialog shows the name, an e-mail link and four profiles, and closes on Escape', async ({
    page,
  }) => {
    const shell = new AppShell(page);
    await shell.goto('/about');
    const contact = shell.footer.getByRole('button', { name: 'Contact' });
    await contact.click();
    const dialog = page.getByRole('dialog', { name: 'Contact' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@.+/);
    for (const name of ['GitHub', 'LinkedIn', 'Twitter', 'Instagram']) {
      const link = dialog.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(contact).toBeFocused();
    await contact.click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('the page behind the Contact dialog stays where it is until the dialog closes', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/about');
    await page.setViewportSize({ width: 1280, height: 600 });
    await shell.footer.getByRole('button', { name: 'Contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contact' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
    const behind = await page.evaluate(() => window.scrollY);
    expect(behind).toBeGreaterThan(0);
    await page.mouse.move(20, 300);
    await page.mouse.wheel(0, -400);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(behind);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('html')).toHaveCSS('overflow', 'visible');
    await page.mouse.wheel(0, -400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(behind);
  });
});
