import type { HTMLAttributes } from 'react';
import { cx } from './cx';

export type BadgeTone = 'primary' | 'success' | 'muted' | 'warning';

const toneClasses: Record<BadgeTone, string> = {
  primary: 'bg-primary-soft text-text',
  success: 'bg-success-soft text-text',
  muted: 'bg-surface-2 text-muted',
  warning: 'bg-warning-soft text-text',
};

export function Badge({
  tone = 'primary',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        toneClasses[tone],
        className,
      )}
      {...props}
    />
  );
}
