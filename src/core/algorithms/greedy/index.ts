export {
  activitySelectionModule,
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
