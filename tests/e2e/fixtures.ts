import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test fails if the page logs an uncaught error or a console error: an error a visitor would
 * never see is still a failure.
 *
 * One exception, opted into per test: Chromium itself logs 'Failed to load resource' as a console error
 * for every HTTP error status or aborted request, even when the page handles the failure. A test that
 * provokes such failures on purpose (with page.route) lists the URLs in `expectedFailedRequests`.
 */
export const test = base.extend<{ page: Page; expectedFailedRequests: RegExp[] }>({
  expectedFailedRequests: [[], { option: true }],
  page: async ({ page, expectedFailedRequests }, use) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const expected =
        message.text().startsWith('Failed to load resource') &&
        expectedFailedRequests.some((pattern) => pattern.test(message.location().url));
      if (!expected) problems.push(`console.error: ${message.text()}`);
    });
    await use(page);
    expect(problems, 'the page logged errors').toEqual([]);
  },
});

export { expect };
