export type { GreedyAlgorithm, GreedyCheck, GreedyCounter, GreedyInputField, GreedyStep } from './types';
export { defineGreedyAlgorithm } from './types';
export {
  activitySelectionModule,
  byFinish,
  parseActivities,
  selectActivities,
} from './activitySelection/activitySelection';
export {
  checkText,
  fixedWidth,
  huffmanBits,
  huffmanCodes,
  huffmanModule,
  symbolCounts,
} from './huffman/huffman';
