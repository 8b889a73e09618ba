import { useState } from 'react';
import { useSearch } from 'wouter';
import { DP_ALGORITHM_ORDER, DP_ALGORITHMS } from '@/core/algorithms/dp/registry';
import { decodeDpRunConfig, defaultDpRun } from '@/core/algorithms/dp/runConfig';
import { PageHeader } from '@/ui/PageHeader';
import { AlgorithmCards } from '@/player-ui/AlgorithmCards';
import { DpAlgorithmVisualizer } from './DpAlgorithmVisualizer';

/** Fibonacci three ways, the 0/1 knapsack, LCS and LIS on one player, on inputs the learner types. */
export default function DpAlgorithmsPage() {
  const search = useSearch();
  const [initial] = useState(() => decodeDpRunConfig(search) ?? defaultDpRun());
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageHeader
        title="Dynamic Programming"
        description="Watch a problem break into overlapping subproblems: a call tree that repeats itself, a cache that prunes it, and tables that fill cell by cell and trace back the answer."
      />
      <DpAlgorithmVisualizer id="dp-visualizer" initial={initial} />
      <AlgorithmCards
        id="dp-algorithms-list"
        algorithms={DP_ALGORITHM_ORDER.map((id) => DP_ALGORITHMS[id])}
      />
    </div>
  );
}
