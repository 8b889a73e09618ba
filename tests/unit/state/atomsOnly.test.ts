import { describe, expect, it } from 'vitest';

/**
 * src/state holds Jotai atoms only, one file per feature; store.ts is the one Jotai store (and the
 * browser storage persisted atoms use). View models, helpers and controllers live beside what reads them.
 */
const modules = import.meta.glob<Record<string, unknown>>('/src/state/*.ts', { eager: true });

const isAtom = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && typeof (value as { read?: unknown }).read === 'function';

describe('src/state', () => {
  it('has the store and at least one feature file', () => {
    expect(Object.keys(modules)).toContain('/src/state/store.ts');
    expect(Object.keys(modules).length).toBeGreaterThan(1);
  });

  for (const [path, exports] of Object.entries(modules)) {
    if (path.endsWith('/store.ts')) continue;
    it(`${path} exports atoms only`, () => {
      const others = Object.entries(exports)
        .filter(([, value]) => !isAtom(value))
        .map(([name]) => name);
      expect(others).toEqual([]);
    });
  }
});
