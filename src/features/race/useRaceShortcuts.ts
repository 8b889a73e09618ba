import { useEffect, useRef } from 'react';

export interface RaceShortcuts {
  /** Space: start, pause or resume. */
  toggle: () => void;
  /** R: reset. */
  reset: () => void;
}

/** True when the key belongs to the focused control rather than to the shortcuts. */
function ownedByFocusedControl(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return true;
  const role = target.getAttribute('role');
  if (role === 'slider' || role === 'tab' || role === 'radio' || role === 'option') return true;
  // Space presses a focused button or link.
  if (event.key === ' ' && (tag === 'BUTTON' || tag === 'A')) return true;
  return Boolean(target.closest('[role="dialog"]'));
}

/** Space starts or pauses the race and R resets it, anywhere on the screen except while typing. */
export function useRaceShortcuts(shortcuts: RaceShortcuts) {
  const latest = useRef(shortcuts);
  useEffect(() => {
    latest.current = shortcuts;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (ownedByFocusedControl(event)) return;
      const action =
        event.key === ' '
          ? latest.current.toggle
          : event.key === 'r' || event.key === 'R'
            ? latest.current.reset
            : null;
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
