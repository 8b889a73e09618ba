import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PythonLoading } from '@/player-ui/code-runner/PythonLoading';

const noop = () => undefined;

describe('Python’s load state', () => {
  it('shows a failed load as an alert with its reason and "Try again"', () => {
    const html = renderToStaticMarkup(
      <PythonLoading
        state={{ kind: 'failed', message: 'Python could not load: Failed to fetch.' }}
        onRetry={noop}
      />,
    );
    expect(html).toMatch(/^<div role="alert"[^>]*data-testid="python-state"/);
    expect(html).toContain('Python could not load: Failed to fetch.');
    expect(html).toMatch(/<button[^>]*>Try again<\/button>/);
    expect(html).not.toContain('progressbar');
  });

  it('shows the progress bar, without "Try again", while Python loads', () => {
    const html = renderToStaticMarkup(
      <PythonLoading state={{ kind: 'loading', loaded: 3_900_000, total: 13_500_000 }} onRetry={noop} />,
    );
    expect(html).toContain('Loading Python… 3.9 of 13.5 MB');
    expect(html).toContain('role="progressbar"');
    expect(html).not.toContain('Try again');
  });
});
