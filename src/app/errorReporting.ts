import type { ErrorInfo } from 'react';

/**
 * Logs an exception that an error boundary caught (the screen it broke shows its error message instead),
 * with the component stack that says where it happened.
 */
export function reportCaughtError(error: unknown, errorInfo: ErrorInfo): void {
  console.error(
    'A screen failed and shows its error message instead:',
    error,
    errorInfo.componentStack ?? '',
  );
}
