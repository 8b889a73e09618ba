/**
 * Study streaks (docs/product-rules.md#your-progress): the days a learner did something (took a quiz,
 * answered a review card), counted in their own calendar days.
 */

const DAY = 86_400_000;

/**
 * The calendar day of `time` as a day number, in a time zone `offsetMinutes` ahead of UTC (what
 * `-new Date().getTimezoneOffset()` gives in the browser).
 */
export function dayNumber(time: number, offsetMinutes: number): number {
  return Math.floor((time + offsetMinutes * 60_000) / DAY);
}

export interface Streaks {
  /** Days in a row up to today, or up to yesterday when today has nothing yet (0 when neither). */
  readonly current: number;
  readonly longest: number;
  /** Distinct days with any activity. */
  readonly activeDays: number;
}

export function studyStreaks(activityTimes: readonly number[], now: number, offsetMinutes: number): Streaks {
  const days = [...new Set(activityTimes.map((time) => dayNumber(time, offsetMinutes)))].sort(
    (a, b) => a - b,
  );
  let longest = 0;
  let run = 0;
  days.forEach((day, i) => {
    run = i > 0 && days[i - 1] === day - 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  const today = dayNumber(now, offsetMinutes);
  const active = new Set(days);
  let current = 0;
  let day = active.has(today) ? today : today - 1;
  while (active.has(day)) {
    current += 1;
    day -= 1;
  }
  return { current, longest, activeDays: days.length };
}
