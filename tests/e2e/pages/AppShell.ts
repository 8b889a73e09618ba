import type { Locator, Page } from '@playwright/test';
import { appReady } from '../app';

/** The layout every screen shares: top navigation, footer, toasts. */
export class AppShell {
  readonly nav: Locator;
  readonly footer: Locator;
  readonly themeToggle: Locator;
  readonly menuButton: Locator;
  readonly mobileMenu: Locator;

  constructor(readonly page: Page) {
    this.nav = page.getByRole('navigation', { name: 'Main' });
    this.footer = page.locator('footer');
    this.themeToggle = page.getByRole('button', { name: /Switch to (dark|light) theme/ });
    this.menuButton = page.getByRole('button', { name: /(Open|Close) menu/ });
    this.mobileMenu = page.locator('#mobile-menu');
  }

  async goto(path: string) {
    await this.page.goto(path);
    await appReady(this.page);
    await this.page.locator('h1').first().waitFor();
  }

  heading() {
    return this.page.locator('main h1').first();
  }

  toast(text: string | RegExp) {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: text });
  }

  async openDesktopMenu(label: 'Algorithms' | 'Data Structures') {
    await this.nav.getByRole('button', { name: label }).click();
  }

  /** Switches the theme with the navigation's toggle and waits until the colours have finished changing. */
  async switchTheme() {
    const wasDark = await this.isDark();
    await this.themeToggle.click();
    await this.page.waitForFunction(
      (dark) =>
        document.documentElement.classList.contains('dark') === dark &&
        document.getAnimations().every((animation) => !(animation instanceof CSSTransition)),
      !wasDark,
    );
  }

  async isDark() {
    return this.page.evaluate(() => document.documentElement.classList.contains('dark'));
  }
}
