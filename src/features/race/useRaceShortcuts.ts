import { useEffect, useRef } from 'react';
import { isOwnedByFocusedControl } from '@/ui/keyboard';

export interface RaceShortcuts {
  /** Space: start, pause or resume. */
  toggle: () => void;
  /** R: reset. */
  reset: () => void;
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
      if (isOwnedByFocusedControl(event)) return;
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
