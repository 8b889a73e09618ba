import { atom } from 'jotai';
import { addQuizResult, addReviewedCards, addStudySeconds, loadProgress, saveProgress } from '@/core/study';
import type { QuizHistoryEntry, StudyProgress } from '@/core/study';
import { localStore } from './store';

/**
 * Study progress (docs/product-rules.md#storage-keys), saved under `studyGenieProgress` after every change.
 * Corrupt or unavailable storage falls back to empty progress (and to memory for this visit), logging a
 * warning.
 */
const storedProgressAtom = atom<StudyProgress>(loadProgress(localStore));

export const studyProgressAtom = atom((get) => get(storedProgressAtom));

const saveProgressAtom = atom(null, (_get, set, progress: StudyProgress) => {
  set(storedProgressAtom, progress);
  saveProgress(localStore, progress);
});

/** One more second of study time (the study view ticks it while open). */
export const addStudySecondAtom = atom(null, (get, set) => {
  set(saveProgressAtom, addStudySeconds(get(storedProgressAtom), 1));
});

/** Cards that became reviewed. */
export const addReviewedCardsAtom = atom(null, (get, set, cards: number) => {
  if (cards > 0) set(saveProgressAtom, addReviewedCards(get(storedProgressAtom), cards));
});

/** A submitted quiz. */
export const recordQuizResultAtom = atom(null, (get, set, entry: QuizHistoryEntry) => {
  set(saveProgressAtom, addQuizResult(get(storedProgressAtom), entry));
});
