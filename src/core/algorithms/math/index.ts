export { checkMathInput, fieldError, formatNumber } from './input';
export { gcdModule, gcdDivisions } from './gcd/gcd';
export { sieveModule } from './sieve/sieve';
export { factorizationModule } from './factorization/factorization';
