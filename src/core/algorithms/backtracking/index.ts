export { combinationSumModule, combinationsOf, parseCombination } from './combinationSum/combinationSum';
export { nQueensModule, parseQueens, queensSolutions } from './nQueens/nQueens';
export { permutationsModule, permutationsOf } from './permutations/permutations';
export { subsetsModule, subsetsOf } from './subsets/subsets';
