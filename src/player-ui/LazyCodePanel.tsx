import { lazy, Suspense, type ComponentProps } from 'react';
import { CodeLoading } from '@/ui/code/CodeLoading';

// The panel, the listing and the highlighter load when a listing is first shown (the Code tab, or
// beside the canvas on wide screens).
const TraceCodePanel = lazy(() =>
  import('./TraceCodePanel').then((module) => ({ default: module.TraceCodePanel })),
);

/** The one code panel of every algorithm and structure page, loaded on first show. */
export function LazyCodePanel(props: ComponentProps<typeof TraceCodePanel>) {
  return (
    <Suspense fallback={<CodeLoading />}>
      <TraceCodePanel {...props} />
    </Suspense>
  );
}
