// The seeded generator lives in src/core/random.ts; this keeps the algorithms' imports working.
export { createRandom, newSeed, randomInt, type Random } from '../random';
