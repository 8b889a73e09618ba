import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

const script = readFileSync(join(process.cwd(), 'public/before-first-paint.js'), 'utf8');

/** Runs the before-first-paint script against `stored` localStorage; the theme it applied to the root. */
function appliedTheme(stored: Record<string, string>): { dark: boolean; colorScheme: string } {
  const classes = new Set<string>();
  const root = {
    classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
    style: { colorScheme: '' },
    getAttribute: () => null,
    setAttribute: vi.fn(),
  };
  runInNewContext(script, {
    document: { documentElement: root },
    window: {
      localStorage: { getItem: (key: string) => stored[key] ?? null },
      location: { pathname: '/', search: '' },
    },
    console: { warn: vi.fn() },
  });
  return { dark: classes.has('dark'), colorScheme: root.style.colorScheme };
}

describe('the theme applied before first paint (public/before-first-paint.js)', () => {
  it('reads the key theme, defaulting to light', () => {
    expect(appliedTheme({})).toEqual({ dark: false, colorScheme: 'light' });
    expect(appliedTheme({ theme: 'dark' })).toEqual({ dark: true, colorScheme: 'dark' });
    expect(appliedTheme({ theme: 'purple' })).toEqual({ dark: false, colorScheme: 'light' });
  });

  it('reads queuebee.theme for a visitor who has only that, and prefers theme when both are stored', () => {
    expect(appliedTheme({ 'queuebee.theme': 'dark' })).toEqual({ dark: true, colorScheme: 'dark' });
    expect(appliedTheme({ theme: 'light', 'queuebee.theme': 'dark' })).toEqual({
      dark: false,
      colorScheme: 'light',
    });
  });
});
