/**
 * Which open study tab counts study time. Every tab with a study set open ticks each second, but only
 * one may add it: the tab that holds the lease stored under `queuebee.study.clock` ({ tab, until }),
 * renewed on each tick. Another tab takes it over only once it has run out, when the holder was closed
 * or put in the background (where browsers slow its timers), so time is never counted twice.
 */
import type { SafeStorage } from '../storage';
import { STORAGE_KEYS } from '../storage/keys';

export const STUDY_CLOCK_STORAGE_KEY = STORAGE_KEYS.studyClock;
/** How long a tick holds the lease: a little over two ticks, so one late tick does not lose it. */
export const STUDY_CLOCK_LEASE_MS = 2_500;

export interface StudyClockLease {
  readonly tab: string;
  /** Epoch milliseconds. */
  readonly until: number;
}

export function parseStudyClockLease(raw: unknown): StudyClockLease | undefined {
  if (raw === null || typeof raw !== 'object') return undefined;
  const { tab, until } = raw as Record<string, unknown>;
  return typeof tab === 'string' && typeof until === 'number' && Number.isFinite(until)
    ? { tab, until }
    : undefined;
}

/** The lease after `tab` ticks at `now`, or null when another tab holds it (and this second is not counted). */
export function claimStudySecond(
  lease: StudyClockLease | undefined,
  tab: string,
  now: number,
): StudyClockLease | null {
  if (lease !== undefined && lease.tab !== tab && lease.until > now) return null;
  return { tab, until: now + STUDY_CLOCK_LEASE_MS };
}

/** Whether `tab`'s tick at `now` counts a second; when it does, the lease is stored renewed. */
export function tickStudyClock(storage: SafeStorage, tab: string, now: number): boolean {
  const lease = storage.readJson(STUDY_CLOCK_STORAGE_KEY, parseStudyClockLease, undefined);
  const next = claimStudySecond(lease, tab, now);
  if (next === null) return false;
  storage.writeJson(STUDY_CLOCK_STORAGE_KEY, next);
  return true;
}
