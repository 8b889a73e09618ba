export { combinationSumModule, parseCombination } from './combinationSum/combinationSum';
export { nQueensModule, parseQueens } from './nQueens/nQueens';
export { permutationsModule } from './permutations/permutations';
export { subsetsModule } from './subsets/subsets';
