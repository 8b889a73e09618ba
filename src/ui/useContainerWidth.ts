import { useLayoutEffect, useState, type RefObject } from 'react';
import { prerenderedWidthOf } from './prerenderedWidths';

/**
 * The element's width in whole CSS pixels, read before the first paint and followed as it changes (a
 * window resize, a sidebar opening, presenter mode); 0 until the element is mounted. As the app takes over
 * the prerendered page, the width comes from the prerendered copy (prerenderedWidths.ts). `knownWidth`,
 * when it answers, gives the mounting element's width without reading the layout (a box it fills that is
 * already measured).
 */
export function useContainerWidth(
  ref: RefObject<HTMLElement | null>,
  knownWidth?: (() => number | null) | null,
): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(knownWidth?.() ?? prerenderedWidthOf(element) ?? Math.floor(element.clientWidth));
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, knownWidth]);
  return width;
}
