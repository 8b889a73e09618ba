import { Trophy } from 'lucide-react';
import { memo, useId, useMemo } from 'react';
import { isAlgorithmId, movesAreWrites } from '@/core/algorithms/catalog';
import { formatCount } from '@/core/formatCount';
import { formatSeconds, rankLabel, statusLabel } from '@/core/race';
import type { RaceViewSnapshot, RaceViewStore } from '@/core/race';
import { cx } from '@/ui/cx';
import { useRaceView } from './useRaceStore';

const whole = (snapshot: RaceViewSnapshot) => snapshot;

interface LeaderboardRowProps {
  id: string;
  name: string;
  completed: boolean;
  rank: string;
  status: string;
  time: string;
  /** Swaps, or writes for merge sort, or operations when searching. */
  moves: string;
  movesAreWrites: boolean;
  comparisons: string;
  /** The cells' padding classes. */
  cell: string;
}

/** One row, as text: a row whose text did not change this tick is not rendered again. */
const LeaderboardRow = memo(function LeaderboardRow({
  id,
  name,
  completed,
  rank,
  status,
  time,
  moves,
  movesAreWrites,
  comparisons,
  cell,
}: LeaderboardRowProps) {
  return (
    <tr
      data-algorithm={id}
      data-completed={completed}
      className={cx('border-t border-border', completed && 'bg-success-soft')}
    >
      <td className={cx(cell, 'font-semibold whitespace-nowrap')}>{rank}</td>
      <th scope="row" className={cx(cell, 'font-medium whitespace-nowrap')}>
        {name}
      </th>
      <td className={cx(cell, 'whitespace-nowrap')}>{status}</td>
      <td className={cx(cell, 'text-right font-mono whitespace-nowrap')}>{time}</td>
      <td className={cx(cell, 'text-right font-mono whitespace-nowrap')}>
        {movesAreWrites ? (
          <>
            {moves} <span className="font-sans text-xs text-muted">writes</span>
          </>
        ) : (
          moves
        )}
      </td>
      <td className={cx(cell, 'text-right font-mono whitespace-nowrap')}>{comparisons}</td>
    </tr>
  );
});

/**
 * The 'Race Leaderboard': completed lanes first by time, the rest by progress
 * (docs/product-rules.md#leaderboard); lanes that tie share their rank ('1st (tie)'). Re-renders once per
 * tick at most, and then only the rows whose text changed.
 */
export function Leaderboard({ store, presenter }: { store: RaceViewStore; presenter: boolean }) {
  const snapshot = useRaceView(store, whole);
  const headingId = useId();
  const searching = snapshot.kind === 'searching';
  const cell = presenter ? 'px-3 py-3' : 'px-2.5 py-2';
  // With merge sort racing, the column holds its writes too, and its header says so.
  const anyWrites =
    !searching && snapshot.ranking.some((lane) => isAlgorithmId(lane.id) && movesAreWrites(lane.id));

  // The heading and the column headers change only with the tab or presenter mode.
  const heading = useMemo(
    () => (
      <h3
        id={headingId}
        className={cx('mb-2 flex items-center gap-2 font-semibold', presenter ? 'text-2xl' : 'text-lg')}
      >
        <Trophy aria-hidden="true" size={presenter ? 24 : 18} className="text-accent" />
        Race Leaderboard
      </h3>
    ),
    [headingId, presenter],
  );
  const columns = useMemo(
    () => (
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
            {searching ? 'Operations' : anyWrites ? 'Swaps / Writes' : 'Swaps'}
          </th>
          <th scope="col" className={cx(cell, 'text-right')}>
            Comparisons
          </th>
        </tr>
      </thead>
    ),
    [cell, searching, anyWrites],
  );

  return (
    <section aria-labelledby={headingId} className="min-w-0">
      {heading}
      <div
        className="overflow-x-auto rounded-xl border border-border"
        tabIndex={0}
        aria-labelledby={headingId}
        role="region"
      >
        <table
          className={cx('w-full border-collapse text-left tabular-nums', presenter ? 'text-lg' : 'text-sm')}
        >
          {columns}
          <tbody>
            {snapshot.ranking.length === 0 ? (
              <tr>
                <td colSpan={6} className={cx(cell, 'py-6 text-center text-muted')}>
                  Select algorithms to race.
                </td>
              </tr>
            ) : (
              snapshot.ranking.map((lane, index) => {
                const writes = !searching && isAlgorithmId(lane.id) && movesAreWrites(lane.id);
                const moves = searching ? lane.operations : writes ? lane.writes : lane.swaps;
                return (
                  <LeaderboardRow
                    key={lane.id}
                    id={lane.id}
                    name={lane.name}
                    completed={lane.completed}
                    rank={rankLabel(lane.place ?? index + 1, lane.completed, lane.tied)}
                    status={statusLabel(lane)}
                    time={formatSeconds(lane.timeMs ?? snapshot.elapsedMs)}
                    moves={formatCount(moves)}
                    movesAreWrites={writes}
                    comparisons={formatCount(lane.comparisons)}
                    cell={cell}
                  />
                );
              })
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
