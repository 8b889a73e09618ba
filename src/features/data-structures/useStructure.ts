import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import {
  createOperationController,
  createStructureViewStore,
  type OperationController,
  type StructureKind,
  type StructureView,
} from '@/core/structures';

/**
 * One page's operation controller and the view its scene draws. The controller lives as long as the
 * page; leaving the page cancels a running operation (its timers stop).
 */
export function useStructure<K extends StructureKind>(
  structure: K,
): { controller: OperationController<K>; view: StructureView<K> } {
  const [controller] = useState(() => createOperationController(structure));
  const [store] = useState(() => createStructureViewStore(controller));
  const view = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  useEffect(() => () => controller.cancel(), [controller]);
  return { controller, view };
}

/** The content width of an element, following resizes (0 until first measured). */
export function useElementWidth<T extends HTMLElement>(): [(element: T | null) => () => void, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((element: T | null) => {
    if (!element) return () => {};
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
