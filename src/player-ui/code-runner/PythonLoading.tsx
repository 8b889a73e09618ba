import { Button } from '@/ui/Button';
import type { PythonState } from './usePlaygroundRunner';

const megabytes = (bytes: number) => (bytes / 1_000_000).toFixed(1);

/**
 * Python's first load: a bar in megabytes while Pyodide downloads, why Python cannot run here, or why
 * the load failed or stalled with "Try again", which starts a fresh load.
 */
export function PythonLoading({
  state,
  onRetry,
}: {
  state: Exclude<PythonState, { kind: 'ready' }>;
  onRetry: () => void;
}) {
  if (state.kind === 'failed')
    return (
      <div role="alert" className="flex flex-wrap items-center gap-2" data-testid="python-state">
        <p className="text-sm font-medium text-danger">{state.message}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  if (state.kind === 'unavailable')
    return (
      <p className="text-sm text-muted" data-testid="python-state">
        Python is not available in this version of the site.
      </p>
    );
  const known = state.kind === 'loading' && state.total > 0;
  const text = known
    ? `Loading Python… ${megabytes(state.loaded)} of ${megabytes(state.total)} MB`
    : 'Loading Python…';
  const fraction = known ? Math.min(1, state.loaded / state.total) : 0;
  return (
    <div className="space-y-1" data-testid="python-state">
      <p id="python-loading-label" className="text-sm text-muted">
        {text}
      </p>
      <div
        role="progressbar"
        aria-labelledby="python-loading-label"
        aria-valuemin={0}
        aria-valuemax={known ? Number(megabytes(state.total)) : undefined}
        aria-valuenow={known ? Number(megabytes(state.loaded)) : undefined}
        aria-valuetext={known ? `${megabytes(state.loaded)} of ${megabytes(state.total)} MB` : undefined}
        className="h-2 overflow-hidden rounded-full bg-surface-2"
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${fraction * 100}%` }} />
      </div>
    </div>
  );
}
