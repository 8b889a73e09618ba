import { useCallback, useSyncExternalStore } from 'react';

/**
 * One MediaQueryList per query for the page's life: `matchMedia` builds a new list (and evaluates the
 * query) on every call, and a snapshot is read on every render of every component that asks.
 */
const lists = new Map<string, MediaQueryList>();

function mediaQueryList(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/**
 * Whether a CSS media query matches now, following changes (a window resized, a phone turned). False
 * where there is no window (a screen prerendered at build time), so the narrow layout is the default.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = mediaQueryList(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaQueryList(query).matches,
    () => false,
  );
}
