import {
  BACKTRACKING_ALGORITHM_ORDER,
  BACKTRACKING_ALGORITHMS,
} from '@/core/algorithms/backtracking/registry';
import {
  decodeBacktrackingRunConfig,
  defaultBacktrackingRun,
} from '@/core/algorithms/backtracking/runConfig';
import { AlgorithmFamilyPage } from '@/player-ui/AlgorithmFamilyPage';
import { BacktrackingVisualizer } from './BacktrackingVisualizer';

/** Subsets, permutations, combination sum and N-Queens on one player, with the recursion tree drawn. */
export default function BacktrackingPage() {
  return (
    <AlgorithmFamilyPage
      family="backtracking"
      title="Backtracking"
      description="Choose, explore, un-choose: watch the recursion tree of subsets, permutations, combination sum and N-Queens grow, prune the branches that cannot work and collect every solution."
      openRun={(search) => decodeBacktrackingRunConfig(search) ?? defaultBacktrackingRun()}
      player={(props) => <BacktrackingVisualizer {...props} />}
      algorithms={BACKTRACKING_ALGORITHM_ORDER.map((id) => BACKTRACKING_ALGORITHMS[id])}
    />
  );
}
