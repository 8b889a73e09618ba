import { ArrayScene } from '../array/ArrayScene';
import { BoardScene } from '../backtracking/BoardScene';
import { BarsScene } from '../bars/BarsScene';
import { CellsScene } from '../cells/CellsScene';
import { DpTableScene } from '../dp/DpTableScene';
import { GraphScene } from '../graph/GraphScene';
import { GridScene } from '../grid/GridScene';
import { HuffmanTreeScene } from '../greedy/HuffmanTreeScene';
import { TimelineScene } from '../greedy/TimelineScene';
import { HashTableScene } from '../hash-table/HashTableScene';
import { HeapScene } from '../heap/HeapScene';
import { LinkedListScene } from '../linked-list/LinkedListScene';
import { FactorTreeScene } from '../math/FactorTreeScene';
import { MatrixScene } from '../matrix/MatrixScene';
import { GcdScene } from '../math/GcdScene';
import { SieveScene } from '../math/SieveScene';
import { PatternArrayScene } from '../patterns/PatternArrayScene';
import { QueueScene } from '../queue/QueueScene';
import { RecursionTreeScene } from '../recursion/RecursionTreeScene';
import { SegmentTreeScene } from '../segment-tree/SegmentTreeScene';
import { StackScene } from '../stack/StackScene';
import { StringMatchScene } from '../strings/StringMatchScene';
import { TreeScene } from '../tree/TreeScene';
import { TrieScene } from '../trie/TrieScene';
import { UnionFindScene } from '../union-find/UnionFindScene';

/**
 * Every scene a page can show by name, with props that are plain data: a page describes its scene as
 * `{ name, props }` (sceneSpec.ts), so the scene can be drawn by the scene worker as well as on the page,
 * and the page's own JavaScript never has to include PixiJS. The race is not here: it reads its store
 * on every tick and has a worker of its own (scenes/race/offscreen/).
 */
export const sceneComponents = {
  array: ArrayScene,
  bars: BarsScene,
  board: BoardScene,
  cells: CellsScene,
  'recursion-tree': RecursionTreeScene,
  'dp-table': DpTableScene,
  graph: GraphScene,
  grid: GridScene,
  'huffman-tree': HuffmanTreeScene,
  timeline: TimelineScene,
  'hash-table': HashTableScene,
  heap: HeapScene,
  'linked-list': LinkedListScene,
  'factor-tree': FactorTreeScene,
  'square-tiling': GcdScene,
  'number-grid': SieveScene,
  'pattern-array': PatternArrayScene,
  queue: QueueScene,
  stack: StackScene,
  'string-match': StringMatchScene,
  tree: TreeScene,
  'segment-tree': SegmentTreeScene,
  'union-find': UnionFindScene,
  trie: TrieScene,
  matrix: MatrixScene,
};
