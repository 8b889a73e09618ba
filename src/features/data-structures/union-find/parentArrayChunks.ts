/**
 * Under the forest (a phone) the parent array shows each element as a column; where the columns do
 * not all fit the width, the array is split into stacked tables of even size, each with its row
 * headers, so every element stays in view without scrolling.
 */

/** The row headers' column ('element', 'parent', 'rank'). */
export const HEADER_WIDTH = 72;
/** One element's column (two digits in monospace, its padding and border). */
export const COLUMN_WIDTH = 36;

/** The elements of each stacked table, in order; one table when the width is not known yet (0). */
export function parentArrayChunks(count: number, width: number): number[][] {
  const elements = Array.from({ length: count }, (_, x) => x);
  if (count === 0) return [];
  if (width <= 0) return [elements];
  const most = Math.max(1, Math.floor((width - HEADER_WIDTH) / COLUMN_WIDTH));
  const tables = Math.ceil(count / most);
  const per = Math.ceil(count / tables);
  const chunks: number[][] = [];
  for (let start = 0; start < count; start += per) chunks.push(elements.slice(start, start + per));
  return chunks;
}
