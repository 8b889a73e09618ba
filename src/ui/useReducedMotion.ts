import { useMediaQuery } from './useMediaQuery';

const query = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asks for less motion right now: for event handlers (a scroll, a jump). */
export function prefersReducedMotion(): boolean {
  return window.matchMedia(query).matches;
}

/** True when the visitor asked the system for less motion; tweens then jump to their end. */
export function useReducedMotion(): boolean {
  return useMediaQuery(query);
}
