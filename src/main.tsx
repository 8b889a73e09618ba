import { Provider } from 'jotai';
import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { reportCaughtError } from './app/errorReporting';
import { screenAt } from './app/routeTable';
import { evaluateInTurn, startScreenChunks } from './app/screenChunks';
import { browserServiceWorkerHost, registerServiceWorkerAfterLoad } from './app/serviceWorker';
import { browserUpdateRecoveryHost, recoverFromStaleChunks } from './app/updateRecovery';
import { store } from './state/store';
import { forgetPrerenderedWidths, rememberPrerenderedWidths } from './ui/prerenderedWidths';
import './styles.css';

recoverFromStaleChunks(browserUpdateRecoveryHost());
const serviceWorkerHost = browserServiceWorkerHost();
if (serviceWorkerHost) registerServiceWorkerAfterLoad(serviceWorkerHost);

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

/** Makes the app interactive once React has put it in place of the prerendered copy. */
function TakeOverFromPrerender({ root, children }: { root: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => {
    forgetPrerenderedWidths();
    root.removeAttribute('inert');
    document.documentElement.removeAttribute('data-prerender-stale');
  }, [root]);
  return children;
}

function renderApp(root: HTMLElement) {
  rememberPrerenderedWidths(root);
  // As a transition, React renders in slices that leave the main thread free between them, and replaces
  // the prerendered copy in one commit at the end.
  startTransition(() =>
    createRoot(root, { onCaughtError: reportCaughtError }).render(
      <StrictMode>
        <TakeOverFromPrerender root={root}>
          <Provider store={store}>
            <App />
          </Provider>
        </TakeOverFromPrerender>
      </StrictMode>,
    ),
  );
}

// The screen's code first, so the first render is the screen itself: over a prerendered page (see
// app/prerender.tsx) a loading message in between would flash and shift the layout. A screen whose code
// fails to load renders anyway, and its error boundary says so and logs why. (A promise, not a top-level
// await: screens import from this entry's chunk, which must finish evaluating first.) The page's screen
// chunks are evaluated one per task first (app/screenChunks.ts); a chunk that fails there fails the
// screen's own import too, which reports it. The requests start in a task of their own rather than as
// part of evaluating this one.
setTimeout(() => {
  const { pathname } = window.location;
  void evaluateInTurn(startScreenChunks(document, pathname))
    .catch(() => undefined)
    .then(() => screenAt(pathname).preload())
    .catch(() => undefined)
    .then(() => renderApp(container));
}, 0);
