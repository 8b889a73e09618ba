import { memo, type ReactNode } from 'react';

/** A page's title and introduction; it skips the re-renders of a page that plays a run. */
export const PageHeader = memo(function PageHeader({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="mb-8">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {description ? <p className="mt-3 max-w-3xl text-base text-muted sm:text-lg">{description}</p> : null}
      {children}
    </header>
  );
});
