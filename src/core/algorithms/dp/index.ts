export type { CallNode, DpAlgorithm, DpInputField, DpStep, DpTableView, DpValues, DpView } from './types';
export { defineDpAlgorithm } from './types';
export { checkDpInput, fieldError, formatNumber } from './input';
export { fibonacciModule, fibonacci, recursiveCalls } from './fibonacci/fibonacci';
export { knapsackModule, solveKnapsack } from './knapsack/knapsack';
export { lcsModule, solveLcs } from './lcs/lcs';
export { lisModule, solveLisPatience, solveLisQuadratic } from './lis/lis';
