import { useState } from 'react';
import { useSearch } from 'wouter';
import { MATH_ALGORITHM_ORDER, MATH_ALGORITHMS } from '@/core/algorithms/math/registry';
import { decodeMathRunConfig, defaultMathRun } from '@/core/algorithms/math/runConfig';
import { PageHeader } from '@/ui/PageHeader';
import { AlgorithmCards } from '@/player-ui/AlgorithmCards';
import { MathAlgorithmVisualizer } from './MathAlgorithmVisualizer';

/** Euclid's GCD, the Sieve of Eratosthenes and prime factorization on one player, on numbers the learner types. */
export default function MathAlgorithmsPage() {
  const search = useSearch();
  const [initial] = useState(() => decodeMathRunConfig(search) ?? defaultMathRun());
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageHeader
        title="Mathematical Algorithms"
        description="Divide with Euclid, sieve out the primes and split a number into prime factors, step by step, on numbers you type."
      />
      <MathAlgorithmVisualizer id="math-visualizer" initial={initial} />
      <AlgorithmCards
        id="math-algorithms-list"
        algorithms={MATH_ALGORITHM_ORDER.map((id) => MATH_ALGORITHMS[id])}
      />
    </div>
  );
}
