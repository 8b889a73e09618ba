/**
 * The greedy algorithms' listings in JavaScript, Python and Java, kept out of the modules so the page
 * loads them only with its code listing (the Code tab, or the listing beside the canvas).
 */
import type { GreedyAlgorithmId } from '../catalog';
import type { CodeListings } from '../types';
import { activitySelectionCode } from './activitySelection/listings';
import { huffmanCode } from './huffman/listings';

export const GREEDY_LISTINGS: { readonly [Id in GreedyAlgorithmId]: CodeListings } = {
  activitySelection: activitySelectionCode,
  huffman: huffmanCode,
};
