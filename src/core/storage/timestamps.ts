/**
 * The dates a stored value may carry. Anything the site records happened after 2000 and not much after
 * now (another device's clock may run ahead, so a year of slack); a review card may be due far ahead,
 * but not beyond 2200. A time outside its range (1e300, a negative number, NaN) is treated as damage,
 * so no screen ever formats a date the browser cannot show.
 */

/** 2000-01-01T00:00Z: nothing the site stores is older. */
export const EARLIEST_STORED_TIME = Date.UTC(2000, 0, 1);
/** How far past now a recorded time may be, for devices whose clocks disagree. */
export const CLOCK_SLACK_MS = 366 * 24 * 60 * 60 * 1000;
/** 2200-01-01T00:00Z: a scheduled time (a review card's due date) is never later. */
export const LATEST_SCHEDULED_TIME = Date.UTC(2200, 0, 1);

const isTimeBetween = (value: unknown, earliest: number, latest: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= earliest && value <= latest;

/** A time something happened (a quiz, a message, an answer, a review): 2000 to a year past `now`. */
export function isRecordedTime(value: unknown, now: number = Date.now()): value is number {
  return isTimeBetween(value, EARLIEST_STORED_TIME, now + CLOCK_SLACK_MS);
}

/** A time something is planned for (a card's due date): 2000 to 2200. */
export function isScheduledTime(value: unknown): value is number {
  return isTimeBetween(value, EARLIEST_STORED_TIME, LATEST_SCHEDULED_TIME);
}

/** The widest span a JavaScript date holds (±8.64e15 ms); a date formatter throws outside it. */
const MAX_DATE_MS = 8.64e15;

/** Whether `value` is a time a date formatter can show. */
export function isDateValue(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= MAX_DATE_MS;
}

/**
 * `format(ms)`, or `fallback` when `ms` is no date at all (NaN, 1e300, a string), where
 * Intl.DateTimeFormat and toISOString would throw and take the screen down with them.
 */
export function formatTimeOr<T = string>(ms: unknown, format: (ms: number) => T, fallback: T): T {
  return isDateValue(ms) ? format(ms) : fallback;
}
