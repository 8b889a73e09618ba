import type { ReactNode } from 'react';

/** What a family's view of one frame is drawn from. */
export interface FrameViewProps {
  /** The frame shown, 0 (the input) to the step count. */
  readonly index: number;
  /** The algorithm's name, for the figure's label. */
  readonly name: string;
  readonly narration: string;
}

/**
 * A titled box beside the picture that says a run's state in words (the divisions so far, the queue,
 * the codes): monospaced unless `prose`, its content under `testId` for tests.
 */
export function FramePanel({
  title,
  children,
  testId,
  prose = false,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
  prose?: boolean;
}) {
  return (
    <section aria-label={title} className="min-w-0 rounded-xl bg-surface-2 px-3 py-2">
      <h3 className="text-xs font-medium text-muted">{title}</h3>
      <div className={prose ? 'mt-1 text-sm' : 'mt-1 font-mono text-sm break-words'} data-testid={testId}>
        {children}
      </div>
    </section>
  );
}
