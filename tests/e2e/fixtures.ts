import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test fails if the page logs an uncaught error or a console error, or if the site's
 * Content-Security-Policy blocks anything: an error a visitor would never see is still a failure.
 *
 * One exception, opted into per test: Chromium itself logs 'Failed to load resource' as a console error
 * for every HTTP error status or aborted request, even when the page handles the failure. A test that
 * provokes such failures on purpose (with page.route) lists the URLs in `expectedFailedRequests`.
 * A test that makes the site log an error on purpose lists the messages in `expectedConsoleErrors`.
 */
export const test = base.extend<{
  page: Page;
  expectedFailedRequests: RegExp[];
  expectedConsoleErrors: RegExp[];
}>({
  expectedFailedRequests: [[], { option: true }],
  expectedConsoleErrors: [[], { option: true }],
  page: async ({ page, expectedFailedRequests, expectedConsoleErrors }, use) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    await page.exposeFunction('reportSecurityPolicyViolation', (violation: string) =>
      problems.push(`Content-Security-Policy violation: ${violation}`),
    );
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const report = (window as unknown as { reportSecurityPolicyViolation: (text: string) => void })
          .reportSecurityPolicyViolation;
        report(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile})`,
        );
      });
    });
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const expected =
        (message.text().startsWith('Failed to load resource') &&
          expectedFailedRequests.some((pattern) => pattern.test(message.location().url))) ||
        expectedConsoleErrors.some((pattern) => pattern.test(message.text()));
      if (!expected) problems.push(`console.error: ${message.text()}`);
    });
    await use(page);
    expect(problems, 'the page logged errors').toEqual([]);
  },
});

export { expect };
