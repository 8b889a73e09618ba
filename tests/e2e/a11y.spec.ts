import { AppShell } from './pages/AppShell';
import { axeFindings } from './axe';
import { expect, test } from './fixtures';

// Every route's screen is checked in both themes beside its heading, in routes.spec.ts.
test.describe('accessibility (axe-core)', () => {
  test('the 404 screen has no serious or critical violations in light or dark', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    const shell = new AppShell(page);
    await shell.goto('/queuebee/missing');
    expect(await axeFindings(page)).toEqual([]);
    await shell.switchTheme();
    expect(await axeFindings(page, { coloursOnly: true })).toEqual([]);
  });

  test('the open mobile menu and the Contact dialog are clean too', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const shell = new AppShell(page);
    await shell.goto('/');
    await shell.menuButton.click();
    expect(await axeFindings(page)).toEqual([]);
    await shell.menuButton.click();
    await shell.footer.getByRole('button', { name: 'Contact' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await axeFindings(page, { include: 'dialog' })).toEqual([]);
  });
});
