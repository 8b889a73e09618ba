import type { AlgorithmMeta } from '../../types';

/** What Home, the menus and the backtracking page say about N-Queens, without loading its code. */
export const nQueensMeta = {
  id: 'nQueens',
  family: 'backtracking',
  shortName: 'N-Queens',
  name: 'N-Queens',
  description:
    'Places n queens on an n × n board so that no two attack each other, one row at a time, pruning every square a queen already placed attacks.',
  howItWorks:
    'Each call places the queen of one row. It tries the columns left to right: a column that shares a column or a diagonal with a queen above is pruned; otherwise the queen is placed (chosen), the next row is explored, and the queen is lifted again (un-chosen) to try the next column. A call for the row past the last has placed every queen: a solution.',
  timeComplexity: { best: 'O(n!)', average: 'O(n!)', worst: 'O(n!)' },
  spaceComplexity: 'O(n)',
  spaceNote:
    'One column per row is kept, plus the recursion n calls deep; checking a square costs O(n) here.',
} as const satisfies AlgorithmMeta;
