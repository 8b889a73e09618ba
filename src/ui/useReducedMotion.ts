import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asks for less motion right now: for event handlers (a scroll, a jump). */
export function prefersReducedMotion(): boolean {
  return window.matchMedia(query).matches;
}

function subscribe(onChange: () => void) {
  const media = window.matchMedia(query);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

/** True when the visitor asked the system for less motion; tweens then jump to their end. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
