/**
 * Renders a screen to HTML at build time (see the prerender plugin in vite.config.ts), so each page's
 * heading and text are in the HTML it is served as and paint before any script has run. The browser then
 * renders the app over it (src/main.tsx); the prerendered copy is inert until then.
 *
 * Only what the first render shows is prerendered: everything that loads after the first paint (the
 * scenes, the toaster) is its placeholder here, as it is in the browser's first render.
 */
import { createStore, Provider } from 'jotai';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { App, documentTitle } from './App';
import { routeTable } from './routeTable';

/** Every screen and planned path; the 404 page and the unlisted lab are left to the browser. */
export const PRERENDERED_PATHS: readonly string[] = routeTable
  .map((route) => route.path)
  .filter((path) => !path.startsWith('/lab/'));

export interface PrerenderedPage {
  path: string;
  title: string;
  html: string;
}

export async function prerenderPage(path: string): Promise<PrerenderedPage> {
  const route = routeTable.find((entry) => entry.path === path);
  if (!route) throw new Error(`No route for ${path}`);
  await route.screen.preload();
  const html = renderToString(
    <StrictMode>
      <Provider store={createStore()}>
        <Router ssrPath={path} ssrSearch="">
          <App />
        </Router>
      </Provider>
    </StrictMode>,
  );
  return { path, title: documentTitle(route.title), html };
}
