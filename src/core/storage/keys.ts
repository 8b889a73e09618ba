/**
 * Every key the site stores under, named in one scheme: `queuebee.<area>` for an area that keeps one
 * value, `queuebee.<area>.<thing>` for one that keeps several (docs/product-rules.md#storage-keys).
 */
export const STORAGE_KEYS = {
  theme: 'queuebee.theme',
  codeLanguage: 'queuebee.codeLanguage',
  studyProgress: 'queuebee.study.progress',
  studyReview: 'queuebee.study.review',
  studyClock: 'queuebee.study.clock',
  practice: 'queuebee.practice',
  playgroundCode: 'queuebee.playground.code',
  chat: 'queuebee.chat',
  aiSettings: 'queuebee.ai.settings',
  aiKeys: 'queuebee.ai.keys',
  updateReload: 'queuebee.updateReload',
  raceCode: 'queuebee.race.code',
} as const;

/**
 * The names values were stored under before the scheme, by their key now. Safe storage reads a value
 * still under its former name and moves it (writes the new key, then removes the old one); writing or
 * removing a key also removes its former name, so a value never comes back from it.
 */
export const FORMER_STORAGE_KEYS: Readonly<Record<string, string>> = {
  [STORAGE_KEYS.theme]: 'theme',
  [STORAGE_KEYS.codeLanguage]: 'codeLanguage',
  [STORAGE_KEYS.studyProgress]: 'studyGenieProgress',
  [STORAGE_KEYS.studyReview]: 'queuebee.review',
};
