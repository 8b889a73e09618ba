import { describe, expect, it } from 'vitest';
import { isOwnedByFocusedControl } from '@/ui/keyboard';

interface FakeTarget {
  tag: string;
  role?: string;
  editable?: boolean;
  inDialog?: boolean;
  /** How far its content runs past its width, in pixels. */
  overflowX?: number;
}

/** A key press on a stand-in element: only what the check reads. */
function press(key: string, target: FakeTarget | null): KeyboardEvent {
  const element = target && {
    tagName: target.tag,
    isContentEditable: target.editable ?? false,
    getAttribute: (name: string) => (name === 'role' ? (target.role ?? null) : null),
    // Inside a dialog, the selector matches when one of its parts is the dialog element.
    closest: (selector: string) =>
      target.inDialog && selector.split(',').some((part) => part.trim() === 'dialog') ? {} : null,
    clientWidth: 300,
    scrollWidth: 300 + (target.overflowX ?? 0),
  };
  return { key, target: element } as unknown as KeyboardEvent;
}

describe('isOwnedByFocusedControl', () => {
  it('leaves keys on the page itself to the shortcuts', () => {
    expect(isOwnedByFocusedControl(press(' ', null))).toBe(false);
    expect(isOwnedByFocusedControl(press(' ', { tag: 'BODY' }))).toBe(false);
    expect(isOwnedByFocusedControl(press('r', { tag: 'DIV' }))).toBe(false);
  });

  it('gives every key to fields and editable text', () => {
    for (const tag of ['INPUT', 'TEXTAREA', 'SELECT']) {
      expect(isOwnedByFocusedControl(press('r', { tag }))).toBe(true);
    }
    expect(isOwnedByFocusedControl(press(' ', { tag: 'DIV', editable: true }))).toBe(true);
  });

  it('gives Left and Right to a focused region that scrolls sideways, and the other keys to the shortcuts', () => {
    const listing = { tag: 'DIV', role: 'region', overflowX: 120 };
    expect(isOwnedByFocusedControl(press('ArrowLeft', listing))).toBe(true);
    expect(isOwnedByFocusedControl(press('ArrowRight', listing))).toBe(true);
    expect(isOwnedByFocusedControl(press(' ', listing))).toBe(false);
    expect(isOwnedByFocusedControl(press('r', listing))).toBe(false);
    expect(isOwnedByFocusedControl(press('ArrowRight', { tag: 'DIV', role: 'region' }))).toBe(false);
  });

  it('gives keys to sliders, tabs, radios and options, which use the arrows themselves', () => {
    for (const role of ['slider', 'tab', 'radio', 'option']) {
      expect(isOwnedByFocusedControl(press('ArrowLeft', { tag: 'SPAN', role }))).toBe(true);
    }
  });

  it('gives Space, and only Space, to a focused button or link', () => {
    expect(isOwnedByFocusedControl(press(' ', { tag: 'BUTTON' }))).toBe(true);
    expect(isOwnedByFocusedControl(press(' ', { tag: 'A' }))).toBe(true);
    expect(isOwnedByFocusedControl(press('r', { tag: 'BUTTON' }))).toBe(false);
    expect(isOwnedByFocusedControl(press('ArrowRight', { tag: 'A' }))).toBe(false);
  });

  it('gives every key inside a dialog to the dialog', () => {
    expect(isOwnedByFocusedControl(press('r', { tag: 'DIV', inDialog: true }))).toBe(true);
  });
});
