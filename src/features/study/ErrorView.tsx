import { AlertTriangle, RotateCcw } from 'lucide-react';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { useFocusOnMount } from './useFocusOnMount';

/** Error view: 'Oops! Something went wrong', the message and Try Again. */
export function ErrorView({ message, onTryAgain }: { message: string; onTryAgain: () => void }) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>(true);
  return (
    <Card className="mx-auto max-w-xl text-center" data-testid="study-error">
      <AlertTriangle aria-hidden="true" size={40} className="mx-auto text-danger" />
      <h2 ref={headingRef} tabIndex={-1} className="mt-3 text-xl font-semibold">
        Oops! Something went wrong
      </h2>
      <p role="alert" className="mt-2 text-muted" data-testid="study-error-message">
        {message}
      </p>
      <Button className="mt-6" onClick={onTryAgain}>
        <RotateCcw aria-hidden="true" size={16} />
        Try Again
      </Button>
    </Card>
  );
}
