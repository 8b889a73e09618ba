import { Trophy } from 'lucide-react';
import { useLocation } from 'wouter';
import type { PlaygroundLanguage, RecordedRun } from '@/core/playground/recording';
import { newSeed } from '@/core/random';
import { raceItQuery, saveCodeLane } from '@/core/race';
import { sessionStore } from '@/state/store';
import { Button } from '@/ui/Button';
import { paths } from '@/ui/paths';

/**
 * "Race it": opens Race Mode with this sort as the lane "Your code" against built-in sorts, on this
 * array. The code must have run without an error on it first: it runs now if it has not (an error then
 * shows in the status, and the race does not open).
 */
export function RaceItButton({
  language,
  code,
  values,
  ranWithoutError,
  run,
  disabled,
}: {
  language: PlaygroundLanguage;
  code: string;
  values: readonly number[];
  /** The last run was of this code, in this language, on this array, and ended without an error. */
  ranWithoutError: boolean;
  run: () => Promise<RecordedRun | null>;
  disabled: boolean;
}) {
  const [, navigate] = useLocation();
  const raceIt = async () => {
    if (!ranWithoutError) {
      const recorded = await run();
      if (recorded === null || recorded.error !== null) return;
    }
    saveCodeLane(sessionStore, { language, code });
    navigate(`${paths.race}?${raceItQuery(values, newSeed())}`);
  };
  return (
    <Button variant="secondary" onClick={() => void raceIt()} disabled={disabled}>
      <Trophy aria-hidden="true" size={16} />
      Race it
    </Button>
  );
}
