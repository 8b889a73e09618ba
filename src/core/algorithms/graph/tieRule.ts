/**
 * The order in which equal priorities leave Dijkstra's and Prim's priority queue: label order, as the
 * runs, the listings and practice follow it (compareLabels). Its own module so the algorithms' meta
 * can say it without loading their code.
 */
export const PRIORITY_TIE_RULE =
  'When two vertices in the queue have the same priority, the one whose label comes first leaves first: the shorter label, then, for labels of the same length, character order (digits, then capitals, then small letters), so B comes before AA and AA before AB.';

/** The same rule in a few words, for a practice question whose options tie on priority. */
export const PRIORITY_TIE_RULE_SHORT =
  'Equal priorities leave in label order: the shorter label first, then character order.';
