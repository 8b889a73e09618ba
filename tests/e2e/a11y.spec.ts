import AxeBuilder from '@axe-core/playwright';
import { AppShell } from './pages/AppShell';
import { expect, test } from './fixtures';
import { comingSoonPaths, routeHeadings } from './routes';

const paths = [
  ...routeHeadings.map((route) => route.path),
  // The coming-soon screen, while a family is still to come.
  ...comingSoonPaths.slice(0, 1),
  '/queuebee/missing',
];

test.describe('accessibility (axe-core)', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const path of paths) {
      test(`${path} has no serious or critical violations in ${theme}`, async ({ page }) => {
        await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
        const shell = new AppShell(page);
        await shell.goto(path);
        expect(await shell.isDark()).toBe(theme === 'dark');
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .analyze();
        const blocking = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map(
            (violation) =>
              `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          );
        expect(blocking).toEqual([]);
      });
    }
  }

  test('the open mobile menu and the Contact dialog are clean too', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const shell = new AppShell(page);
    await shell.goto('/');
    await shell.menuButton.click();
    let results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await shell.menuButton.click();
    await shell.footer.getByRole('button', { name: 'Contact' }).click();
    await page.getByRole('dialog').waitFor();
    results = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  });
});
