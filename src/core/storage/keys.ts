/**
 * Every key the site stores under (docs/product-rules.md#storage-keys). The theme and study progress keep
 * the product's names, `theme` and `studyGenieProgress`; every other key is named in one scheme:
 * `queuebee.<area>` for an area that keeps one value, `queuebee.<area>.<thing>` for one that keeps several.
 */
export const STORAGE_KEYS = {
  theme: 'theme',
  codeLanguage: 'queuebee.codeLanguage',
  studyProgress: 'studyGenieProgress',
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
 * The names values were stored under before, by their key now. Safe storage reads a value still under
 * its former name and moves it (writes the key, then removes the former name); when the key holds a
 * value too, that value wins and the former name is removed. Writing or removing a key also removes its
 * former name, so a value never comes back from it.
 */
export const FORMER_STORAGE_KEYS: Readonly<Record<string, string>> = {
  [STORAGE_KEYS.theme]: 'queuebee.theme',
  [STORAGE_KEYS.codeLanguage]: 'codeLanguage',
  [STORAGE_KEYS.studyProgress]: 'queuebee.study.progress',
  [STORAGE_KEYS.studyReview]: 'queuebee.review',
};
