import { useEffect, useState, type RefObject } from 'react';

/** How close to the viewport a section must come to count as near. */
const NEAR_MARGIN = '300px 0px';

/**
 * True once the element has come near the screen (or been asked for), and from then on; with it, the
 * function that asks for it at once, for a button in its place.
 */
export function useNearViewport(element: RefObject<HTMLElement | null>): [boolean, () => void] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return [near, () => setNear(true)];
}
