import { useEffect, useRef } from 'react';

/** A ref whose element takes focus when it mounts, if `enabled` (a view the visitor just switched to). */
export function useFocusOnMount<T extends HTMLElement>(enabled: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (enabled) ref.current?.focus();
    // Only on mount: later renders must not pull focus back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
