import { atom } from 'jotai';
import {
  addQuizResult,
  addReviewedCards,
  addStudySeconds,
  loadProgress,
  PROGRESS_STORAGE_KEY,
  saveProgress,
} from '@/core/study';
import type { QuizHistoryEntry, StudyProgress } from '@/core/study';
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

/**
 * Applies a change to the stored progress, read again first: another tab may have saved study time,
 * cards or a quiz since this one last looked, and none of it may be overwritten.
 */
const changeProgressAtom = atom(null, (_get, set, change: (progress: StudyProgress) => StudyProgress) => {
  const progress = change(loadProgress(localStore));
  set(storedProgressAtom, progress);
  saveProgress(localStore, progress);
});

/** One more second of study time (the study view ticks it while open). */
export const addStudySecondAtom = atom(null, (_get, set) => {
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
