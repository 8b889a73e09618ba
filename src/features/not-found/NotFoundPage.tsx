import { Link } from 'wouter';
import { buttonClasses } from '@/ui/Button';

export default function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold">Oops! Page not found</h1>
      <p className="mt-3 text-muted">The page you are looking for does not exist or has moved.</p>
      <Link href="/" className={buttonClasses('primary', 'lg', 'mt-8')}>
        Return to Home
      </Link>
    </div>
  );
}
