import { useEffect, useRef } from 'react';
import {
  claimKeyboardAtom,
  keyboardOwnerAtom,
  offerKeyboardAtom,
  releaseKeyboardAtom,
} from '@/state/keyboard';
import { store } from '@/state/store';
import { isOwnedByFocusedControl } from '@/ui/keyboard';

export interface ShortcutHandlers {
  toggle: () => void;
  stepBack: () => void;
  stepForward: () => void;
  reset: () => void;
}

/**
 * Space plays or pauses, Left/Right step, R resets. Inactive while typing in a field, inside dialogs,
 * and on controls that use those keys themselves. Only one visualiser on a page answers the keyboard
 * (keyboardOwnerAtom): the one used last, the first one until then.
 */
export function useShortcuts(handlers: ShortcutHandlers) {
  const ownerRef = useRef<symbol>(Symbol('visualizer'));
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    const owner = ownerRef.current;
    store.set(offerKeyboardAtom, owner);
    const onKeyDown = (event: KeyboardEvent) => {
      if (store.get(keyboardOwnerAtom) !== owner || event.defaultPrevented) return;
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
      store.set(releaseKeyboardAtom, owner);
    };
  }, []);

  /** Spread on the visualiser's root so using it makes it the one the keyboard drives. */
  return {
    onPointerDownCapture: () => store.set(claimKeyboardAtom, ownerRef.current),
    onFocusCapture: () => store.set(claimKeyboardAtom, ownerRef.current),
  };
}
