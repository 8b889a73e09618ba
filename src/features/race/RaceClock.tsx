import { Timer } from 'lucide-react';
import { formatSeconds } from '@/core/race';
import type { RaceViewSnapshot, RaceViewStore } from '@/core/race';
import { useRaceView } from './useRaceStore';

const elapsedOf = (snapshot: RaceViewSnapshot) => snapshot.elapsedMs;
// One element for every tick: the clock re-renders ten times a second, its icon never changes.
const TIMER_ICON = <Timer aria-hidden="true" size={16} />;

/** The race clock: it moves 100 ms a tick and stops while paused. */
export function RaceClock({ store }: { store: RaceViewStore }) {
  const elapsed = useRaceView(store, elapsedOf);
  return (
    <p className="ml-1 flex items-center gap-1.5 text-sm text-muted">
      {TIMER_ICON}
      Race time{' '}
      <span className="font-mono font-semibold text-text tabular-nums" data-testid="race-time">
        {formatSeconds(elapsed)}
      </span>
    </p>
  );
}
