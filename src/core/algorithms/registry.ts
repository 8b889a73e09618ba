import type { AlgorithmId } from './catalog';
import { bfsModule } from './graph/bfs/bfs';
import { dfsModule } from './graph/dfs/dfs';
import { dijkstraModule } from './graph/dijkstra/dijkstra';
import { kruskalModule } from './graph/kruskal/kruskal';
import { primModule } from './graph/prim/prim';
import { binarySearchModule } from './searching/binarySearch/binarySearch';
import { linearSearchModule } from './searching/linearSearch/linearSearch';
import { bubbleSortModule } from './sorting/bubbleSort/bubbleSort';
import { heapSortModule } from './sorting/heapSort/heapSort';
import { insertionSortModule } from './sorting/insertionSort/insertionSort';
import { mergeSortModule } from './sorting/mergeSort/mergeSort';
import { quickSortModule } from './sorting/quickSort/quickSort';
import { selectionSortModule } from './sorting/selectionSort/selectionSort';

/**
 * The runnable algorithm modules (generator, narration, listings, description), in catalog order. An
 * algorithm is one folder under its family; adding one means a line here and a line in catalog.ts.
 */
export const ALGORITHM_MODULES = [
  bubbleSortModule,
  selectionSortModule,
  insertionSortModule,
  mergeSortModule,
  quickSortModule,
  heapSortModule,
  linearSearchModule,
  binarySearchModule,
  bfsModule,
  dfsModule,
  dijkstraModule,
  primModule,
  kruskalModule,
] as const;

type Module = (typeof ALGORITHM_MODULES)[number];

/** The module of an algorithm id. */
export type AlgorithmModuleOf<Id extends AlgorithmId> = Extract<Module, { id: Id }>;

// Every catalogued algorithm has a module and every module is catalogued.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const catalogAndModulesAgree: Same<Module['id'], AlgorithmId> = true;
void catalogAndModulesAgree;

export const ALGORITHMS = Object.fromEntries(ALGORITHM_MODULES.map((module) => [module.id, module])) as {
  readonly [Id in AlgorithmId]: AlgorithmModuleOf<Id>;
};
