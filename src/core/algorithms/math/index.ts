export type { MathAlgorithm, MathCounter, MathInputField, MathStep, MathValues } from './types';
export { defineMathAlgorithm } from './types';
export { checkMathInput, fieldError, formatNumber, power } from './input';
export { gcdModule, gcdDivisions } from './gcd/gcd';
export { sieveModule, countPrimes } from './sieve/sieve';
export { factorizationModule, primeFactors, productOfPowers } from './factorization/factorization';
