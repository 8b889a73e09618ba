import { useId, type ReactNode } from 'react';
import { Card } from './Card';

/** A titled card that is a named region: the blocks of an Information tab. */
export function SectionCard({
  title,
  children,
  className,
  bodyClassName = 'mt-3',
}: {
  title: string;
  children: ReactNode;
  className?: string;
  bodyClassName?: string;
}) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-lg font-semibold">
        {title}
      </h2>
      <div className={bodyClassName}>{children}</div>
    </Card>
  );
}
