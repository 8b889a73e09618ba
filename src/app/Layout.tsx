import { lazy, Suspense, type ReactNode } from 'react';
import { Footer } from './Footer';
import { Navbar } from './Navbar';

const ToasterHost = lazy(() => import('./ToasterHost'));

export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-surface focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <Navbar />
      <main id="main" tabIndex={-1} className="min-h-svh flex-1 pt-16 outline-none">
        {children}
      </main>
      <Footer />
      <Suspense fallback={null}>
        <ToasterHost />
      </Suspense>
    </div>
  );
}
