import { Trophy } from 'lucide-react';
import { memo, useId, useMemo } from 'react';
import { formatCount } from '@/core/formatCount';
import { formatSeconds, laneMoves, rankLabel, statusLabel } from '@/core/race';
import type { RaceViewSnapshot, RaceViewStore } from '@/core/race';
import { cx } from '@/ui/cx';
import { useMediaQuery } from '@/ui/useMediaQuery';
import { useRaceView } from './useRaceStore';

const whole = (snapshot: RaceViewSnapshot) => snapshot;

// From the small breakpoint the six columns fit side by side.
const WIDE_QUERY = '(min-width: 640px)';
/** Tailwind's 2xl breakpoint: where presenter mode puts the leaderboard's 24 px rows beside the lanes. */
const PRESENTER_WIDE_QUERY = '(min-width: 1536px)';

/** The columns' header ids, so each cell of the phone layout's two rows names its own header. */
interface ColumnIds {
  rank: string;
  algorithm: string;
  status: string;
  time: string;
  moves: string;
  comparisons: string;
}

interface LeaderboardRowProps {
  id: string;
  name: string;
  completed: boolean;
  /** Finished with a wrong result ('Not sorted'). */
  wrong: boolean;
  rank: string;
  status: string;
  time: string;
  /** Swaps, or writes for merge sort, or operations when searching. */
  moves: string;
  movesAreWrites: boolean;
  comparisons: string;
  /** The cells' padding classes. */
  cell: string;
  /** The phone layout: each lane on two rows of three cells. */
  stacked: ColumnIds | null;
}

/** One row, as text: a row whose text did not change this tick is not rendered again. */
const LeaderboardRow = memo(function LeaderboardRow({
  id,
  name,
  completed,
  wrong,
  rank,
  status,
  time,
  moves,
  movesAreWrites,
  comparisons,
  cell,
  stacked,
}: LeaderboardRowProps) {
  const movesText = movesAreWrites ? (
    <>
      {moves} <span className="font-sans text-xs text-muted">writes</span>
    </>
  ) : (
    moves
  );
  const rowClass = cx('border-t border-border', completed && (wrong ? 'bg-warning-soft' : 'bg-success-soft'));
  if (stacked !== null)
    return (
      <tbody data-algorithm={id} data-completed={completed} data-wrong={wrong} className={rowClass}>
        <tr>
          <td headers={stacked.rank} className={cx(cell, 'pb-0 font-semibold')}>
            {rank}
          </td>
          <th
            id={`${stacked.algorithm}-${id}`}
            headers={stacked.algorithm}
            scope="row"
            className={cx(cell, 'pb-0 font-medium')}
          >
            {name}
          </th>
          <td headers={stacked.status} className={cx(cell, 'pb-0')}>
            {status}
          </td>
        </tr>
        <tr>
          <td headers={`${stacked.time} ${stacked.algorithm}-${id}`} className={cx(cell, 'font-mono')}>
            {time}
          </td>
          <td headers={`${stacked.moves} ${stacked.algorithm}-${id}`} className={cx(cell, 'font-mono')}>
            {movesText}
          </td>
          <td headers={`${stacked.comparisons} ${stacked.algorithm}-${id}`} className={cx(cell, 'font-mono')}>
            {comparisons}
          </td>
        </tr>
      </tbody>
    );
  return (
    <tr data-algorithm={id} data-completed={completed} data-wrong={wrong} className={rowClass}>
      <td className={cx(cell, 'font-semibold whitespace-nowrap')}>{rank}</td>
      <th scope="row" className={cx(cell, 'font-medium whitespace-nowrap')}>
        {name}
      </th>
      <td className={cx(cell, 'whitespace-nowrap')}>{status}</td>
      <td className={cx(cell, 'text-right font-mono whitespace-nowrap')}>{time}</td>
      <td className={cx(cell, 'text-right font-mono whitespace-nowrap')}>{movesText}</td>
      <td className={cx(cell, 'text-right font-mono whitespace-nowrap')}>{comparisons}</td>
    </tr>
  );
});

/**
 * The 'Race Leaderboard': completed lanes first by time, the rest by progress
 * (docs/product-rules.md#leaderboard); lanes that tie share their rank ('1st (tie)'). Re-renders once per
 * tick at most, and then only the rows whose text changed. Six columns do not fit a phone, so there
 * each lane takes two rows of three cells under two header rows (Rank, Algorithm, Status; Time, Swaps,
 * Comparisons), every cell naming its headers.
 */
export function Leaderboard({ store, presenter }: { store: RaceViewStore; presenter: boolean }) {
  const snapshot = useRaceView(store, whole);
  const headingId = useId();
  const searching = snapshot.kind === 'searching';
  const cell = presenter ? 'px-2.5 py-3' : 'px-2.5 py-2';
  const wide = useMediaQuery(WIDE_QUERY);
  const ids: ColumnIds = useMemo(
    () => ({
      rank: `${headingId}-rank`,
      algorithm: `${headingId}-algorithm`,
      status: `${headingId}-status`,
      time: `${headingId}-time`,
      moves: `${headingId}-moves`,
      comparisons: `${headingId}-comparisons`,
    }),
    [headingId],
  );
  // Presenter mode's 24 px rows need a projector's width for one row a lane; narrower, each lane takes two.
  const presenterWide = useMediaQuery(PRESENTER_WIDE_QUERY);
  const stacked = (presenter ? presenterWide : wide) ? null : ids;
  // With merge sort (or code that writes values) racing, the column holds writes too, and its header says so.
  const anyWrites = !searching && snapshot.ranking.some((lane) => laneMoves(lane).areWrites);
  const movesLabel = searching ? 'Operations' : anyWrites ? 'Swaps / Writes' : 'Swaps';

  // The heading and the column headers change only with the tab, presenter mode or the layout.
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
  const headClass = cx(
    'bg-surface-2 tracking-wide text-muted uppercase',
    presenter ? 'text-base' : 'text-xs',
  );
  const columns = useMemo(
    () =>
      stacked === null ? (
        <thead className={headClass}>
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
              {movesLabel}
            </th>
            <th scope="col" className={cx(cell, 'text-right')}>
              Comparisons
            </th>
          </tr>
        </thead>
      ) : (
        <thead className={headClass}>
          <tr>
            <th id={stacked.rank} className={cx(cell, 'pb-0')}>
              Rank
            </th>
            <th id={stacked.algorithm} className={cx(cell, 'pb-0')}>
              Algorithm
            </th>
            <th id={stacked.status} className={cx(cell, 'pb-0')}>
              Status
            </th>
          </tr>
          <tr>
            <th id={stacked.time} className={cell}>
              Time
            </th>
            <th id={stacked.moves} className={cell}>
              {movesLabel}
            </th>
            <th id={stacked.comparisons} className={cell}>
              Comparisons
            </th>
          </tr>
        </thead>
      ),
    [cell, headClass, movesLabel, stacked],
  );
  const rows = snapshot.ranking.map((lane, index) => {
    const sortingMoves = laneMoves(lane);
    const writes = !searching && sortingMoves.areWrites;
    const moves = searching ? lane.operations : sortingMoves.count;
    return (
      <LeaderboardRow
        key={lane.id}
        id={lane.id}
        name={lane.name}
        completed={lane.completed}
        wrong={lane.wrong !== null}
        rank={rankLabel(lane.place ?? index + 1, lane.completed, lane.tied, lane.wrong !== null)}
        status={statusLabel(lane)}
        time={formatSeconds(lane.timeMs ?? snapshot.elapsedMs)}
        moves={formatCount(moves)}
        movesAreWrites={writes}
        comparisons={formatCount(lane.comparisons)}
        cell={cell}
        stacked={stacked}
      />
    );
  });
  const empty = (
    <tr>
      <td colSpan={stacked === null ? 6 : 3} className={cx(cell, 'py-6 text-center text-muted')}>
        Select algorithms to race.
      </td>
    </tr>
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
          className={cx(
            'w-full border-collapse text-left tabular-nums',
            presenter ? 'text-xl 2xl:text-2xl' : 'text-sm',
          )}
        >
          {columns}
          {rows.length === 0 ? <tbody>{empty}</tbody> : stacked === null ? <tbody>{rows}</tbody> : rows}
        </table>
      </div>
    </section>
  );
}
