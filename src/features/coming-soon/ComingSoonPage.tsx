import { Hourglass } from 'lucide-react';
import { Link } from 'wouter';
import { buttonClasses } from '@/ui/Button';

export default function ComingSoonPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <Hourglass aria-hidden="true" size={56} className="text-primary" />
      <h1 className="mt-4 text-3xl font-bold">Coming soon</h1>
      <p className="mt-3 text-muted">
        We are still building this visualisation. Sorting, searching and the core data structures are ready
        for you right now.
      </p>
      <Link href="/" className={buttonClasses('primary', 'lg', 'mt-8')}>
        Return to Home
      </Link>
    </div>
  );
}
