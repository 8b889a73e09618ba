import { Link } from 'wouter';
import { buttonClasses } from './Button';
import { Card } from './Card';
import { PageHeader } from './PageHeader';

/** A screen whose route exists and whose full experience is still being built. */
export function PlannedScreen({ title, description }: { title: string; description: string }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageHeader title={title} description={description} />
      <Card>
        <p className="text-muted">This screen is on its way. Meanwhile, explore the rest of the site.</p>
        <Link href="/" className={buttonClasses('outline', 'md', 'mt-4')}>
          Return to Home
        </Link>
      </Card>
    </div>
  );
}
