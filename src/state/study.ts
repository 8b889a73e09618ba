import { atom } from 'jotai';
// The modules themselves, not the study barrel: the Progress page reads these atoms too, and the barrel
// would bring it the whole study tool (its parsers and their schemas), evaluated as the page opens.
import {
  addQuizResult,
  addReviewedCards,
  addStudySeconds,
  loadProgress,
  PROGRESS_STORAGE_KEY,
  saveProgress,
  type QuizHistoryEntry,
  type StudyProgress,
} from '@/core/study/progress';
import { loadReviewStore, REVIEW_STORAGE_KEY, saveReviewStore, type ReviewStore } from '@/core/study/review';
import { tickStudyClock } from '@/core/study/studyClock';
import { localStore, watchLocalKey } from './store';

/**
 * Study progress (docs/product-rules.md#storage-keys), saved under `studyGenieProgress` after every change.
 * Corrupt or unavailable storage falls back to empty progress (and to memory for this visit), logging a
 * warning.
 */
const storedProgressAtom = atom<StudyProgress>(loadProgress(localStore));
// Another tab's progress is shown as soon as it saves it.
storedProgressAtom.onMount = (set) =>
  watchLocalKey(PROGRESS_STORAGE_KEY, () => set(loadProgress(localStore)));

export const studyProgressAtom = atom((get) => get(storedProgressAtom));

/** Reads the stored progress again (after an import wrote it). */
export const reloadStudyProgressAtom = atom(null, (_get, set) => {
  set(storedProgressAtom, loadProgress(localStore));
});

/**
 * Applies a change to the stored progress, read again first: another tab may have saved study time,
 * cards or a quiz since this one last looked, and none of it may be overwritten.
 */
const changeProgressAtom = atom(null, (_get, set, change: (progress: StudyProgress) => StudyProgress) => {
  const progress = change(loadProgress(localStore));
  set(storedProgressAtom, progress);
  saveProgress(localStore, progress);
});

/** This tab, among the site's open tabs, for the study clock. */
const TAB_ID = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * One more second of study time (the study view ticks it while open), unless another open study tab is
 * the one counting (core/study/studyClock.ts).
 */
export const addStudySecondAtom = atom(null, (_get, set) => {
  if (!tickStudyClock(localStore, TAB_ID, Date.now())) return;
  set(changeProgressAtom, (progress) => addStudySeconds(progress, 1));
});

/** Cards that became reviewed. */
export const addReviewedCardsAtom = atom(null, (_get, set, cards: number) => {
  if (cards > 0) set(changeProgressAtom, (progress) => addReviewedCards(progress, cards));
});

/** A submitted quiz. */
export const recordQuizResultAtom = atom(null, (_get, set, entry: QuizHistoryEntry) => {
  set(changeProgressAtom, (progress) => addQuizResult(progress, entry));
});

/**
 * The review decks (docs/product-rules.md#review-queue), saved under `queuebee.study.review` after every
 * change. Like progress, the stored decks are read again before each change, so an answer given in
 * another tab is never overwritten.
 */
const storedReviewAtom = atom<ReviewStore>(loadReviewStore(localStore));
storedReviewAtom.onMount = (set) => watchLocalKey(REVIEW_STORAGE_KEY, () => set(loadReviewStore(localStore)));

export const reviewStoreAtom = atom((get) => get(storedReviewAtom));

/** Reads the stored decks again (after an import wrote them). */
export const reloadReviewStoreAtom = atom(null, (_get, set) => {
  set(storedReviewAtom, loadReviewStore(localStore));
});

export const changeReviewAtom = atom(null, (_get, set, change: (decks: ReviewStore) => ReviewStore) => {
  const next = change(loadReviewStore(localStore));
  set(storedReviewAtom, next);
  saveReviewStore(localStore, next);
});
