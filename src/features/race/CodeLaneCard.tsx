import { Code2, X } from 'lucide-react';
import { Link } from 'wouter';
import { CODE_LANE_NAME, MAX_RACE_LANES, type CodeLaneSource } from '@/core/race';
import { PythonLoading } from '@/player-ui/code-runner/PythonLoading';
import { Button, buttonClasses } from '@/ui/Button';
import { cx } from '@/ui/cx';
import { paths } from '@/ui/paths';
import type { CodeLaneStatus } from './useCodeLane';

const LANGUAGE_NAMES = { javascript: 'JavaScript', python: 'Python' } as const;

/** One line for the learner's lane: running, why it cannot race, or Your Code's verdict on this array. */
function statusText(status: Exclude<CodeLaneStatus, { kind: 'none' | 'python' }>): string {
  switch (status.kind) {
    case 'other-tab':
      return `${CODE_LANE_NAME} is a sort: it races on the Sorting tab.`;
    case 'running':
      return 'Running your code on this array…';
    case 'failed':
      return status.message;
    case 'lane':
      return status.sorted
        ? `${CODE_LANE_NAME}: ${status.verdict} It races in the lane "${CODE_LANE_NAME}".`
        : `${CODE_LANE_NAME}: ${status.verdict} It races, and is marked 'Not sorted' when it finishes.`;
  }
}

/**
 * The learner's lane beside the race: which code and language, how it stands on this array (its error,
 * "line 3: ...", when it fails), Remove, and the way back to Your Code.
 */
export function CodeLaneCard({
  source,
  status,
  full,
  disabled,
  onRemove,
  onRetryPython,
}: {
  source: CodeLaneSource;
  status: Exclude<CodeLaneStatus, { kind: 'none' }>;
  /** The race has its most lanes: no other sort can be picked. */
  full: boolean;
  disabled: boolean;
  onRemove: () => void;
  /** Loads Python again after its load failed or stalled. */
  onRetryPython: () => void;
}) {
  const failed = status.kind === 'failed' || (status.kind === 'lane' && !status.sorted);
  return (
    <section
      aria-label={`${CODE_LANE_NAME} (${LANGUAGE_NAMES[source.language]})`}
      data-code-lane={status.kind}
      className="mt-3 space-y-2 rounded-xl border border-border bg-surface-2 p-3 text-sm"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h3 className="flex items-center gap-2 font-semibold">
          <Code2 aria-hidden="true" size={16} />
          {CODE_LANE_NAME}
          <span className="font-normal text-muted">({LANGUAGE_NAMES[source.language]})</span>
        </h3>
        <div className="ml-auto flex flex-wrap gap-2">
          <Link href={paths.playground} className={buttonClasses('outline', 'sm')}>
            Edit in Your Code
          </Link>
          <Button variant="outline" size="sm" onClick={onRemove} disabled={disabled}>
            <X aria-hidden="true" size={16} />
            Remove {CODE_LANE_NAME}
          </Button>
        </div>
      </div>
      {status.kind === 'python' ? (
        <PythonLoading state={status.state} onRetry={onRetryPython} />
      ) : (
        <p
          role="status"
          aria-live="polite"
          data-testid="code-lane-status"
          className={cx(failed ? 'font-medium text-danger' : 'text-muted')}
        >
          {statusText(status)}
        </p>
      )}
      {status.kind === 'failed' ? (
        <p className="text-xs text-muted">It sits out the race until it runs without an error.</p>
      ) : null}
      {full ? (
        <p className="text-xs text-muted" data-testid="lane-limit">
          A race has {MAX_RACE_LANES} lanes at most, and {CODE_LANE_NAME} takes one: deselect a sort to pick
          another.
        </p>
      ) : null}
    </section>
  );
}
