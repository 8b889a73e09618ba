import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { Link, useLocation } from 'wouter';
import { Button, buttonClasses } from '@/ui/Button';

/**
 * Test-only hook: dispatching this event on window makes the screen on show throw while rendering, so
 * end-to-end tests can check the error screen and the recovery from it. Nothing in the site fires it.
 */
export const SCREEN_CRASH_TEST_EVENT = 'queuebee:test-screen-crash';

function CrashWhenRequested({ children }: { children: ReactNode }) {
  const [crashRequested, setCrashRequested] = useState(false);
  useEffect(() => {
    const requestCrash = () => setCrashRequested(true);
    window.addEventListener(SCREEN_CRASH_TEST_EVENT, requestCrash);
    return () => window.removeEventListener(SCREEN_CRASH_TEST_EVENT, requestCrash);
  }, []);
  if (crashRequested) throw new Error('Screen crash requested through the test hook');
  return children;
}

function ScreenCrashed(_: FallbackProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on the message, not on whatever had focus in the lost screen.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold outline-none">
        Something went wrong
      </h1>
      <p className="mt-3 text-muted">
        This screen ran into an unexpected problem. Reload to try again, or go back to the home page. The rest
        of the site still works.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={() => window.location.reload()}>
          Reload
        </Button>
        <Link href="/" className={buttonClasses('outline', 'lg')}>
          Return to Home
        </Link>
      </div>
    </div>
  );
}

/**
 * Keeps an exception in one screen inside that screen: the navigation stays usable and moving to another
 * route clears the error. React reports the caught error through createRoot's onCaughtError (main.tsx).
 */
export function ScreenErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ErrorBoundary FallbackComponent={ScreenCrashed} resetKeys={[location]}>
      <CrashWhenRequested>{children}</CrashWhenRequested>
    </ErrorBoundary>
  );
}
