import { atom } from 'jotai';
import {
  loadPracticeRecord,
  PRACTICE_STORAGE_KEY,
  recordAnswer,
  savePracticeRecord,
  type PracticeRecord,
} from '@/core/practice/record';
import { localStore, watchLocalKey } from './store';

/**
 * Practice accuracy per topic (docs/product-rules.md#practice-predict-the-next-step), saved under
 * `queuebee.practice` after every answer. The stored record is read again before each change, so an
 * answer given in another tab is never overwritten.
 */
const storedPracticeAtom = atom<PracticeRecord>(loadPracticeRecord(localStore));
storedPracticeAtom.onMount = (set) =>
  watchLocalKey(PRACTICE_STORAGE_KEY, () => set(loadPracticeRecord(localStore)));

export const practiceRecordAtom = atom((get) => get(storedPracticeAtom));

/** Reads the stored record again (after an import wrote it). */
export const reloadPracticeRecordAtom = atom(null, (_get, set) => {
  set(storedPracticeAtom, loadPracticeRecord(localStore));
});

export interface PracticeAnswer {
  readonly topic: { id: string; label: string };
  readonly right: boolean;
  /** Right answers in a row, this one included (0 after a wrong one). */
  readonly streak: number;
  readonly time: number;
}

export const recordPracticeAnswerAtom = atom(null, (_get, set, answer: PracticeAnswer) => {
  const next = recordAnswer(
    loadPracticeRecord(localStore),
    answer.topic,
    answer.right,
    answer.streak,
    answer.time,
  );
  set(storedPracticeAtom, next);
  savePracticeRecord(localStore, next);
});
