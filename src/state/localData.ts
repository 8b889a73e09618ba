import { atom } from 'jotai';
import type { ImportEntry } from '@/core/progress/localData';
import { STORAGE_KEYS } from '@/core/storage/keys';
import { reloadAiSettingsAtom } from './ai';
import { reloadChatAtom } from './chat';
import { reloadCodeLanguageAtom } from './codeLanguage';
import { reloadPracticeRecordAtom } from './practice';
import { localStore } from './store';
import { reloadReviewStoreAtom, reloadStudyProgressAtom } from './study';
import { reloadThemeAtom } from './theme';

/** For each key an import may write, the atom that reads it again. */
const reloadAfterImport: Readonly<Record<string, typeof reloadThemeAtom>> = {
  [STORAGE_KEYS.theme]: reloadThemeAtom,
  [STORAGE_KEYS.codeLanguage]: reloadCodeLanguageAtom,
  [STORAGE_KEYS.studyProgress]: reloadStudyProgressAtom,
  [STORAGE_KEYS.studyReview]: reloadReviewStoreAtom,
  [STORAGE_KEYS.practice]: reloadPracticeRecordAtom,
  [STORAGE_KEYS.chat]: reloadChatAtom,
  [STORAGE_KEYS.aiSettings]: reloadAiSettingsAtom,
};

/**
 * Stores an import's checked entries (docs/product-rules.md#your-progress) and has every atom that holds
 * one of them read it again, so each open screen shows the imported data at once.
 */
export const importLocalDataAtom = atom(null, (_get, set, entries: readonly ImportEntry[]) => {
  for (const entry of entries) {
    localStore.write(entry.key, entry.stored);
    const reload = reloadAfterImport[entry.key];
    if (!reload) throw new Error(`No state reads the imported "${entry.key}"`);
    set(reload);
  }
});
