import type { ArrayAlgorithmId } from './catalog';
import { binarySearchModule } from './searching/binarySearch/binarySearch';
import { linearSearchModule } from './searching/linearSearch/linearSearch';
import { bubbleSortModule } from './sorting/bubbleSort/bubbleSort';
import { heapSortModule } from './sorting/heapSort/heapSort';
import { insertionSortModule } from './sorting/insertionSort/insertionSort';
import { mergeSortModule } from './sorting/mergeSort/mergeSort';
import { quickSortModule } from './sorting/quickSort/quickSort';
import { selectionSortModule } from './sorting/selectionSort/selectionSort';

/**
 * The runnable modules of the algorithms over an array (generator, narration, listings, description),
 * in catalog order. An algorithm is one folder under its family; adding one means a line here (or in
 * its family's registry, such as graph/registry.ts) and a line in catalog.ts. The families are kept
 * apart so that a page loads only its own family's code.
 */
export const ARRAY_ALGORITHM_MODULES = [
  bubbleSortModule,
  selectionSortModule,
  insertionSortModule,
  mergeSortModule,
  quickSortModule,
  heapSortModule,
  linearSearchModule,
  binarySearchModule,
] as const;

type ArrayModule = (typeof ARRAY_ALGORITHM_MODULES)[number];

export const ARRAY_ALGORITHMS = Object.fromEntries(
  ARRAY_ALGORITHM_MODULES.map((module) => [module.id, module]),
) as { readonly [Id in ArrayAlgorithmId]: Extract<ArrayModule, { id: Id }> };
