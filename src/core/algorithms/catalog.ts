import { binarySearchCode } from './listings/binarySearch';
import { bubbleSortCode } from './listings/bubbleSort';
import { insertionSortCode } from './listings/insertionSort';
import { linearSearchCode } from './listings/linearSearch';
import { mergeSortCode } from './listings/mergeSort';
import { quickSortCode } from './listings/quickSort';
import { selectionSortCode } from './listings/selectionSort';
import type { AlgorithmId, CodeListings, Language, SearchingAlgorithmId, SortingAlgorithmId } from './types';
import type { TraceKind } from '@/core/trace';

export interface Complexity {
  readonly best: string;
  readonly average: string;
  readonly worst: string;
}

/** What the sorting and searching pages, Code and Information tabs and the race show about an algorithm. */
export interface AlgorithmInfo {
  readonly id: AlgorithmId;
  readonly kind: TraceKind;
  readonly name: string;
  readonly description: string;
  readonly howItWorks: string;
  readonly timeComplexity: Complexity;
  readonly spaceComplexity: string;
  /** Binary search: the visualiser sorts the input first (see prepareInput). */
  readonly requiresSortedInput: boolean;
  readonly code: CodeListings;
}

/** The Code tab's language buttons, in order; the first is the default. */
export const LANGUAGES: readonly { readonly id: Language; readonly label: string }[] = [
  { id: 'javascript', label: 'JavaScript' },
  { id: 'python', label: 'Python' },
  { id: 'java', label: 'Java' },
];

export const SORTING_ALGORITHM_IDS: readonly SortingAlgorithmId[] = [
  'bubbleSort',
  'selectionSort',
  'insertionSort',
  'mergeSort',
  'quickSort',
];
export const SEARCHING_ALGORITHM_IDS: readonly SearchingAlgorithmId[] = ['linearSearch', 'binarySearch'];
export const ALGORITHM_IDS: readonly AlgorithmId[] = [...SORTING_ALGORITHM_IDS, ...SEARCHING_ALGORITHM_IDS];

export const CATALOG: Readonly<Record<AlgorithmId, AlgorithmInfo>> = {
  bubbleSort: {
    id: 'bubbleSort',
    kind: 'sorting',
    name: 'Bubble Sort',
    description:
      'Repeatedly walks through the list comparing neighbours and swapping them when they are in the wrong order. After each pass the largest remaining value has bubbled to the end.',
    howItWorks:
      'Compare each pair of neighbours from left to right and swap them if the left one is larger. One pass moves the largest value to the end. Repeat on the unsorted part; if a whole pass makes no swap, the array is sorted and the algorithm stops early.',
    timeComplexity: { best: 'O(n)', average: 'O(n²)', worst: 'O(n²)' },
    spaceComplexity: 'O(1)',
    requiresSortedInput: false,
    code: bubbleSortCode,
  },
  selectionSort: {
    id: 'selectionSort',
    kind: 'sorting',
    name: 'Selection Sort',
    description:
      'Finds the smallest value in the unsorted part and swaps it to the front, growing a sorted section one element at a time.',
    howItWorks:
      'For each position from the left, scan the rest of the array for the smallest value, remembering where it is. Then swap it into that position. The sorted part grows by one element each round.',
    timeComplexity: { best: 'O(n²)', average: 'O(n²)', worst: 'O(n²)' },
    spaceComplexity: 'O(1)',
    requiresSortedInput: false,
    code: selectionSortCode,
  },
  insertionSort: {
    id: 'insertionSort',
    kind: 'sorting',
    name: 'Insertion Sort',
    description:
      'Builds the sorted list one element at a time, sliding each new element left past larger neighbours until it is in place. Very fast on nearly sorted data.',
    howItWorks:
      'The left part of the array is always sorted. Take the next element and swap it left while its left neighbour is larger. When the neighbour is not larger, the element is in place and the sorted part has grown by one.',
    timeComplexity: { best: 'O(n)', average: 'O(n²)', worst: 'O(n²)' },
    spaceComplexity: 'O(1)',
    requiresSortedInput: false,
    code: insertionSortCode,
  },
  mergeSort: {
    id: 'mergeSort',
    kind: 'sorting',
    name: 'Merge Sort',
    description:
      'Divides the array in half at the midpoint, sorts each half, then merges the two sorted halves into one. Its running time does not depend on the order of the input.',
    howItWorks:
      'Split the range at its midpoint and sort both halves the same way until each piece has one element. Then merge: copy the two sorted halves aside and repeatedly write back the smaller of their front elements, finally copying whatever is left.',
    timeComplexity: { best: 'O(n log n)', average: 'O(n log n)', worst: 'O(n log n)' },
    spaceComplexity: 'O(n)',
    requiresSortedInput: false,
    code: mergeSortCode,
  },
  quickSort: {
    id: 'quickSort',
    kind: 'sorting',
    name: 'Quick Sort',
    description:
      'Picks a pivot (here the last element), moves the smaller values to its left and the rest to its right, then sorts each side the same way.',
    howItWorks:
      'Partition: take the last element as the pivot and walk through the range, swapping every value smaller than the pivot to the front. Then swap the pivot just after them, into its final position. Sort the parts left and right of the pivot the same way.',
    timeComplexity: { best: 'O(n log n)', average: 'O(n log n)', worst: 'O(n²)' },
    spaceComplexity: 'O(log n)',
    requiresSortedInput: false,
    code: quickSortCode,
  },
  linearSearch: {
    id: 'linearSearch',
    kind: 'searching',
    name: 'Linear Search',
    description:
      'Checks every element in turn, from the first, until it finds the target or runs out of elements. It works on any array, sorted or not.',
    howItWorks:
      'Start at index 0 and compare each element with the target. Stop as soon as one matches and report its index; if the end is reached without a match, the target is not in the array.',
    timeComplexity: { best: 'O(1)', average: 'O(n)', worst: 'O(n)' },
    spaceComplexity: 'O(1)',
    requiresSortedInput: false,
    code: linearSearchCode,
  },
  binarySearch: {
    id: 'binarySearch',
    kind: 'searching',
    name: 'Binary Search',
    description:
      'Finds a target in a sorted array by repeatedly halving the part that can still contain it. Each comparison throws away half of the remaining elements.',
    howItWorks:
      'Look at the middle element of the current range. If it is the target, you are done. If it is smaller than the target, the target can only be in the right half; if larger, only in the left half. Repeat on that half until the target is found or the range is empty.',
    timeComplexity: { best: 'O(1)', average: 'O(log n)', worst: 'O(log n)' },
    spaceComplexity: 'O(1)',
    requiresSortedInput: true,
    code: binarySearchCode,
  },
};
