import { describe, expect, it } from 'vitest';
import { tabAfterKey } from '@/ui/tabKeys';

describe('tabAfterKey', () => {
  it('steps right and left, wrapping at either end', () => {
    expect(tabAfterKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabAfterKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 1, 3)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 0, 3)).toBe(2);
  });

  it('jumps to the first and last tab with Home and End', () => {
    expect(tabAfterKey('Home', 2, 3)).toBe(0);
    expect(tabAfterKey('End', 0, 3)).toBe(2);
  });

  it('leaves other keys, and an empty list, to the browser', () => {
    expect(tabAfterKey('ArrowDown', 0, 3)).toBeNull();
    expect(tabAfterKey('Enter', 0, 3)).toBeNull();
    expect(tabAfterKey('Tab', 1, 3)).toBeNull();
    expect(tabAfterKey('ArrowRight', 0, 0)).toBeNull();
  });

  it('starts from the first tab when none is selected', () => {
    expect(tabAfterKey('ArrowRight', -1, 3)).toBe(1);
    expect(tabAfterKey('ArrowLeft', -1, 3)).toBe(2);
  });
});
