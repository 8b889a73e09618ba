import { useCallback, useEffect, useState } from 'react';

/**
 * The current time (epoch ms), refreshed every `everyMs` so that "due in 5 minutes" stays true while the
 * page is open, and at once by `markNow(time)` when an action is taken at `time`, so what the action
 * scheduled is shown against the moment it was taken.
 */
export function useNow(everyMs: number): [now: number, markNow: (time: number) => void] {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  const markNow = useCallback((time: number) => setNow((current) => Math.max(current, time)), []);
  return [now, markNow];
}
