import { Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { Layout } from './Layout';
import { NOT_FOUND_TITLE, NotFoundPage, routeTable } from './routeTable';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { site } from '@/ui/site';

/** A screen's document title: its own name, then the site's; the Home page is just the site's name. */
export function documentTitle(title: string): string {
  return title ? `${title} · ${site.name}` : site.name;
}

function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

function TitledScreen({ title, children }: { title: string; children: React.ReactNode }) {
  useDocumentTitle(title);
  return children;
}

function ScreenLoading() {
  return (
    <div role="status" className="mx-auto max-w-7xl px-4 py-24 text-center text-muted">
      Loading…
    </div>
  );
}

/** New screens start at the top, like a normal page load. */
function useScrollToTopOnNavigate() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [location]);
}

export function App() {
  useScrollToTopOnNavigate();
  return (
    <Layout>
      {/* Also catches a screen whose code fails to load. */}
      <ScreenErrorBoundary>
        <Suspense fallback={<ScreenLoading />}>
          <Switch>
            {routeTable.map(({ path, title, screen: Screen }) => (
              <Route key={path} path={path}>
                <TitledScreen title={title}>
                  <Screen />
                </TitledScreen>
              </Route>
            ))}
            {/* Everything else, /queuebee/* included, is the 404 page. */}
            <Route>
              <TitledScreen title={NOT_FOUND_TITLE}>
                <NotFoundPage />
              </TitledScreen>
            </Route>
          </Switch>
        </Suspense>
      </ScreenErrorBoundary>
    </Layout>
  );
}
