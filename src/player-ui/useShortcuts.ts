import { useEffect, useRef } from 'react';
import { isOwnedByFocusedControl } from '@/ui/keyboard';

export interface ShortcutHandlers {
  toggle: () => void;
  stepBack: () => void;
  stepForward: () => void;
  reset: () => void;
}

// Only one visualiser on a page answers the keyboard: the one used last (the first one until then).
let activeOwner: symbol | null = null;

/**
 * Space plays or pauses, Left/Right step, R resets. Inactive while typing in a field, inside dialogs,
 * and on controls that use those keys themselves.
 */
export function useShortcuts(handlers: ShortcutHandlers) {
  const ownerRef = useRef<symbol>(Symbol('visualizer'));
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    const owner = ownerRef.current;
    activeOwner ??= owner;
    const onKeyDown = (event: KeyboardEvent) => {
      if (activeOwner !== owner || event.defaultPrevented) return;
      if (event.altKey || event.ctrlKey || event.metaKey || isOwnedByFocusedControl(event)) return;
      const current = handlersRef.current;
      const action =
        event.key === ' '
          ? current.toggle
          : event.key === 'ArrowLeft'
            ? current.stepBack
            : event.key === 'ArrowRight'
              ? current.stepForward
              : event.key === 'r' || event.key === 'R'
                ? current.reset
                : null;
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (activeOwner === owner) activeOwner = null;
    };
  }, []);

  /** Spread on the visualiser's root so using it makes it the one the keyboard drives. */
  return {
    onPointerDownCapture: () => {
      activeOwner = ownerRef.current;
    },
    onFocusCapture: () => {
      activeOwner = ownerRef.current;
    },
  };
}
