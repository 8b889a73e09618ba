import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefersReducedMotion, useReducedMotion } from '@/ui/useReducedMotion';

function stubPreference(reduce: boolean) {
  const queries: string[] = [];
  vi.stubGlobal('window', {
    matchMedia: (query: string) => {
      queries.push(query);
      return { matches: reduce, addEventListener() {}, removeEventListener() {} };
    },
  });
  return queries;
}

afterEach(() => vi.unstubAllGlobals());

describe('reduced motion', () => {
  it('prefersReducedMotion reads the system preference at the moment it is asked', () => {
    const queries = stubPreference(true);
    expect(prefersReducedMotion()).toBe(true);
    stubPreference(false);
    expect(prefersReducedMotion()).toBe(false);
    expect(queries).toEqual(['(prefers-reduced-motion: reduce)']);
  });

  it('the hook assumes full motion when a screen is prerendered', () => {
    stubPreference(true);
    function Probe() {
      return createElement('span', null, useReducedMotion() ? 'reduced' : 'full');
    }
    expect(renderToString(createElement(Probe))).toBe('<span>full</span>');
  });
});
