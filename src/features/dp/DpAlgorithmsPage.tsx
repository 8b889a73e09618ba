import { DP_ALGORITHM_ORDER, DP_ALGORITHMS } from '@/core/algorithms/dp/registry';
import { decodeDpRunConfig, defaultDpRun } from '@/core/algorithms/dp/runConfig';
import { AlgorithmFamilyPage } from '@/player-ui/AlgorithmFamilyPage';
import { DpAlgorithmVisualizer } from './DpAlgorithmVisualizer';

/** Fibonacci three ways, the 0/1 knapsack, LCS and LIS on one player, on inputs the learner types. */
export default function DpAlgorithmsPage() {
  return (
    <AlgorithmFamilyPage
      family="dp"
      title="Dynamic Programming"
      description="Watch a problem break into overlapping subproblems: a call tree that repeats itself, a cache that prunes it, and tables that fill cell by cell and trace back the answer."
      openRun={(search) => decodeDpRunConfig(search) ?? defaultDpRun()}
      player={(props) => <DpAlgorithmVisualizer {...props} />}
      algorithms={DP_ALGORITHM_ORDER.map((id) => DP_ALGORITHMS[id])}
    />
  );
}
