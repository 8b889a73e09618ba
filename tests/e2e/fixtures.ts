import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test fails if the page logs an uncaught error or a console error: an error a visitor would
 * never see is still a failure.
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
    });
    await use(page);
    expect(problems, 'the page logged errors').toEqual([]);
  },
});

export { expect };
