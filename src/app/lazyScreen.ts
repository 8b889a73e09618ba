import { createElement, lazy, type ComponentType } from 'react';

/**
 * A screen in its own chunk that can also be loaded ahead of rendering. Once `preload()` has resolved the
 * screen renders at once instead of suspending, so the first render of a prerendered page is the page
 * itself, never the loading fallback in its place.
 */
export type LazyScreen = ComponentType & { preload: () => Promise<void> };

export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  let loaded: ComponentType | null = null;
  let loading: Promise<{ default: ComponentType }> | null = null;
  const loadOnce = () => {
    loading ??= load().then((module) => {
      loaded = module.default;
      return module;
    });
    return loading;
  };
  const Suspending = lazy(loadOnce);
  function Screen() {
    return createElement(loaded ?? Suspending);
  }
  Screen.preload = () => loadOnce().then(() => undefined);
  return Screen;
}
