export type { DpAlgorithm, DpValues } from './types';
export { checkDpInput } from './input';
export { fibonacciModule, fibonacci, recursiveCalls } from './fibonacci/fibonacci';
export { knapsackModule, solveKnapsack } from './knapsack/knapsack';
export { lcsModule, solveLcs } from './lcs/lcs';
export { lisModule, solveLisPatience, solveLisQuadratic } from './lis/lis';
