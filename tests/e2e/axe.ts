import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { AppShell } from './pages/AppShell';

/** What every screen is held to: WCAG 2.2 A and AA (2.0 and 2.1 included) and axe's best practices. */
const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The rules whose outcome depends on colour alone. The dark theme changes the site's colours and
 * nothing else (the `dark` class on <html> swaps colour variables), so a screen already checked in
 * full in one theme needs only these in the other.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export interface AxeScan {
  /** A CSS selector: only this part of the page is checked. */
  include?: string;
  /** Only the colour rules, for the second theme of a screen checked in full in the first. */
  coloursOnly?: boolean;
  /** Every finding, not only serious and critical ones. */
  anyImpact?: boolean;
  /**
   * Keeps axe in this page. Otherwise it opens and closes a helper page, which fails when the test
   * moves the context's clock while that page closes.
   */
  legacyMode?: boolean;
}

/** axe's serious and critical findings on the page (or all of them, with `anyImpact`), as "rule: targets". */
export async function axeFindings(page: Page, scan: AxeScan = {}): Promise<string[]> {
  // Only violations are read: not collecting the nodes of passed and incomplete rules saves up to a
  // quarter of axe's time on a large scene mirror. options() replaces runOnly, so it comes first.
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(scan.legacyMode ?? false);
  builder = scan.coloursOnly ? builder.withRules(COLOUR_RULES) : builder.withTags(RULE_TAGS);
  if (scan.include) builder = builder.include(scan.include);
  const { violations } = await builder.analyze();
  return violations
    .filter(
      (violation) => scan.anyImpact || violation.impact === 'serious' || violation.impact === 'critical',
    )
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/**
 * A fixed view (a shared link's step) checked in both themes on one page: in full as it opened, in
 * light, then for the colour rules only after the nav's theme toggle has switched it to dark.
 */
export async function axeFindingsInBothThemes(
  page: Page,
  scan: Pick<AxeScan, 'include'> = {},
): Promise<{ light: string[]; dark: string[] }> {
  const shell = new AppShell(page);
  if (await shell.isDark()) throw new Error('the view should open in light');
  const light = await axeFindings(page, scan);
  await shell.switchTheme();
  const dark = await axeFindings(page, { ...scan, coloursOnly: true });
  return { light, dark };
}
