import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import {
  endingText,
  measureGrowth,
  readGrowth,
  readingText,
  type GrowthEnding,
  type GrowthPoint,
  type GrowthRequest,
} from '@/core/playground/growth';
import type { CodeRunner } from '@/core/playground/recording';
import { themeAtom } from '@/state/theme';
import { Button } from '@/ui/Button';
import { plotSeries } from './plotSeries';
import { formatCount } from '@/core/formatCount';

const GrowthPlot = lazy(() => import('./GrowthPlot'));

const NO_POINTS: readonly GrowthPoint[] = [];

type Measuring =
  | { readonly phase: 'idle' }
  | { readonly phase: 'running'; readonly n: number; readonly points: readonly GrowthPoint[] }
  | { readonly phase: 'done'; readonly points: readonly GrowthPoint[]; readonly ending: GrowthEnding }
  /** The runner itself failed (Python's worker could not start or died). */
  | { readonly phase: 'failed'; readonly points: readonly GrowthPoint[]; readonly message: string };

export interface GrowthPanelProps {
  /** The runner of the page's language (null while Python is not loaded). */
  readonly runner: () => CodeRunner | null;
  readonly request: GrowthRequest;
  /** Another run is going on, or the language's runner is not ready. */
  readonly disabled: boolean;
  /** Told when measuring starts and ends, so the page's Stop can end it and Run waits for it. */
  readonly onBusyChange: (busy: boolean) => void;
}

/**
 * "How does it scale?": the learner's function on sizes 8 to 1,024, counting only, plotted against n
 * with reference curves and read in one line. The page's Stop ends it (it stops the runner's run).
 */
export function GrowthPanel({ runner, request, disabled, onBusyChange }: GrowthPanelProps) {
  const [measuring, setMeasuring] = useState<Measuring>({ phase: 'idle' });
  const theme = useAtomValue(themeAtom);
  const active = useRef<CodeRunner | null>(null);

  // Leaving (another task or language) stops a measuring still going on.
  useEffect(
    () => () => {
      if (active.current === null) return;
      const stopping = active.current;
      active.current = null;
      stopping.stop();
      onBusyChange(false);
    },
    [onBusyChange],
  );

  const start = async () => {
    const chosen = runner();
    if (chosen === null || active.current !== null) return;
    active.current = chosen;
    onBusyChange(true);
    const points: GrowthPoint[] = [];
    const update = (next: Measuring) => {
      if (active.current === chosen) setMeasuring(next);
    };
    update({ phase: 'running', n: 0, points: [] });
    try {
      const result = await measureGrowth(request, {
        run: (runRequest) => chosen.run(runRequest),
        now: () => performance.now(),
        onSize: (n) => update({ phase: 'running', n, points: [...points] }),
        onPoint: (point) => points.push(point),
      });
      update({ phase: 'done', points: result.points, ending: result.ending });
    } catch (failed) {
      update({
        phase: 'failed',
        points: [...points],
        message: failed instanceof Error ? failed.message : String(failed),
      });
    }
    if (active.current !== chosen) return;
    active.current = null;
    onBusyChange(false);
  };

  const points = measuring.phase === 'idle' ? NO_POINTS : measuring.points;
  const lines = useMemo(() => plotSeries(points), [points]);
  const reading = useMemo(() => readGrowth(points), [points]);

  return (
    <section aria-label="How does it scale?" className="space-y-3" data-testid="growth">
      <Button
        variant="outline"
        onClick={() => void start()}
        disabled={disabled || measuring.phase === 'running'}
      >
        How does it scale?
      </Button>
      <div role="status" aria-live="polite" className="space-y-1 text-sm" data-testid="growth-status">
        {measuring.phase === 'running' ? (
          <p>{measuring.n > 0 ? `Measuring n = ${formatCount(measuring.n)}…` : 'Measuring…'}</p>
        ) : measuring.phase === 'done' || measuring.phase === 'failed' ? (
          <>
            <p className="font-medium" data-testid="growth-reading">
              {readingText(reading, request.task)}
            </p>
            <p data-testid="growth-ending">
              {measuring.phase === 'done'
                ? endingText(measuring.ending, measuring.points)
                : measuring.message}
            </p>
          </>
        ) : null}
      </div>
      {points.length > 0 ? (
        <>
          <Suspense fallback={<div className="min-h-[280px]" aria-busy="true" />}>
            <GrowthPlot points={points} theme={theme} />
          </Suspense>
          <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
            {lines.map((line) => (
              <li key={line.label} className="flex items-center gap-1.5">
                <svg width="24" height="8" aria-hidden="true">
                  <line
                    x1="0"
                    y1="4"
                    x2="24"
                    y2="4"
                    stroke={`var(${line.colour})`}
                    strokeWidth={line.reference ? 1.5 : 2.5}
                    strokeDasharray={line.dash?.join(' ')}
                  />
                </svg>
                {line.reference ? `${line.label} (scaled)` : line.label}
              </li>
            ))}
          </ul>
          <details className="text-sm">
            <summary className="cursor-pointer font-medium">Show the numbers</summary>
            <ol className="mt-2 space-y-0.5 text-xs" data-testid="growth-points">
              {points.map((point) => (
                <li
                  key={point.n}
                  data-n={point.n}
                  data-comparisons={point.comparisons}
                  data-writes={point.writes}
                >
                  n = {formatCount(point.n)}: {formatCount(point.comparisons)} comparisons,{' '}
                  {formatCount(point.writes)} writes
                </li>
              ))}
            </ol>
          </details>
        </>
      ) : null}
    </section>
  );
}
