import { Trophy } from 'lucide-react';
import { useId } from 'react';
import { formatSeconds, rankLabel, statusLabel } from '@/core/race';
import type { RaceViewSnapshot, RaceViewStore } from '@/state/race';
import { cx } from '@/ui/cx';
import { useRaceView } from './useRaceStore';

const whole = (snapshot: RaceViewSnapshot) => snapshot;
const count = (n: number) => n.toLocaleString('en-US');

/**
 * The 'Race Leaderboard': completed lanes first by time, the rest by progress (SPEC.md section 4).
 * Re-renders once per tick at most.
 */
export function Leaderboard({ store, presenter }: { store: RaceViewStore; presenter: boolean }) {
  const snapshot = useRaceView(store, whole);
  const headingId = useId();
  const searching = snapshot.kind === 'searching';
  const cell = presenter ? 'px-3 py-3' : 'px-2.5 py-2';

  return (
    <section aria-labelledby={headingId} className="min-w-0">
      <h3
        id={headingId}
        className={cx('mb-2 flex items-center gap-2 font-semibold', presenter ? 'text-2xl' : 'text-lg')}
      >
        <Trophy aria-hidden="true" size={presenter ? 24 : 18} className="text-accent" />
        Race Leaderboard
      </h3>
      <div
        className="overflow-x-auto rounded-xl border border-border"
        tabIndex={0}
        aria-labelledby={headingId}
        role="region"
      >
        <table
          className={cx('w-full border-collapse text-left tabular-nums', presenter ? 'text-lg' : 'text-sm')}
        >
          <thead className="bg-surface-2 text-xs tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className={cell}>
                Rank
              </th>
              <th scope="col" className={cell}>
                Algorithm
              </th>
              <th scope="col" className={cell}>
                Status
              </th>
              <th scope="col" className={cx(cell, 'text-right')}>
                Time
              </th>
              <th scope="col" className={cx(cell, 'text-right')}>
                {searching ? 'Operations' : 'Swaps'}
              </th>
              <th scope="col" className={cx(cell, 'text-right')}>
                Comparisons
              </th>
            </tr>
          </thead>
          <tbody>
            {snapshot.ranking.length === 0 ? (
              <tr>
                <td colSpan={6} className={cx(cell, 'py-6 text-center text-muted')}>
                  Select algorithms to race.
                </td>
              </tr>
            ) : (
              snapshot.ranking.map((lane, index) => (
                <tr
                  key={lane.id}
                  data-algorithm={lane.id}
                  data-completed={lane.completed}
                  className={cx('border-t border-border', lane.completed && 'bg-success-soft')}
                >
                  <td className={cx(cell, 'font-semibold whitespace-nowrap')}>
                    {rankLabel(index + 1, lane.completed)}
                  </td>
                  <th scope="row" className={cx(cell, 'font-medium whitespace-nowrap')}>
                    {lane.name}
                  </th>
                  <td className={cx(cell, 'whitespace-nowrap')}>{statusLabel(lane)}</td>
                  <td className={cx(cell, 'text-right font-mono whitespace-nowrap')}>
                    {formatSeconds(lane.timeMs ?? snapshot.elapsedMs)}
                  </td>
                  <td className={cx(cell, 'text-right font-mono whitespace-nowrap')}>
                    {searching ? (
                      count(lane.operations)
                    ) : lane.id === 'mergeSort' ? (
                      <>
                        {count(lane.writes)} <span className="font-sans text-xs text-muted">writes</span>
                      </>
                    ) : (
                      count(lane.swaps)
                    )}
                  </td>
                  <td className={cx(cell, 'text-right font-mono whitespace-nowrap')}>
                    {count(lane.comparisons)}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
