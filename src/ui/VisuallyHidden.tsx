import type { HTMLAttributes } from 'react';

/** Content for screen readers and tests only. */
export function VisuallyHidden(props: HTMLAttributes<HTMLSpanElement>) {
  return <span className="sr-only" {...props} />;
}
