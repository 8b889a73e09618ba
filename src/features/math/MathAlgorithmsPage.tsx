import { MATH_ALGORITHM_ORDER, MATH_ALGORITHMS } from '@/core/algorithms/math/registry';
import { decodeMathRunConfig, defaultMathRun } from '@/core/algorithms/math/runConfig';
import { AlgorithmFamilyPage } from '@/player-ui/AlgorithmFamilyPage';
import { MathAlgorithmVisualizer } from './MathAlgorithmVisualizer';

/** Euclid's GCD, the Sieve of Eratosthenes and prime factorization on one player, on numbers the learner types. */
export default function MathAlgorithmsPage() {
  return (
    <AlgorithmFamilyPage
      family="math"
      title="Mathematical Algorithms"
      description="Divide with Euclid, sieve out the primes and split a number into prime factors, step by step, on numbers you type."
      openRun={(search) => decodeMathRunConfig(search) ?? defaultMathRun()}
      player={(props) => <MathAlgorithmVisualizer {...props} />}
      algorithms={MATH_ALGORITHM_ORDER.map((id) => MATH_ALGORITHMS[id])}
    />
  );
}
