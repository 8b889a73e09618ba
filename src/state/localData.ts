import { atom } from 'jotai';
import { storeImport, type ImportEntry } from '@/core/progress/localData';
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
 * Stores an import's checked entries, all or none (docs/product-rules.md#your-progress), and has every
 * atom that holds one of them read it again, so each open screen shows what is stored at once. Gives
 * whether they were stored, and if not, the message to show.
 */
export const importLocalDataAtom = atom(null, (_get, set, entries: readonly ImportEntry[]) => {
  const reloads = entries.map((entry) => {
    const reload = reloadAfterImport[entry.key];
    if (!reload) throw new Error(`No state reads the imported "${entry.key}"`);
    return reload;
  });
  const result = storeImport(localStore, entries);
  for (const reload of reloads) set(reload);
  return result;
});
