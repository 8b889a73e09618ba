import { GREEDY_ALGORITHM_ORDER, GREEDY_ALGORITHMS } from '@/core/algorithms/greedy/registry';
import { decodeGreedyRunConfig, defaultGreedyRun } from '@/core/algorithms/greedy/runConfig';
import { AlgorithmFamilyPage } from '@/player-ui/AlgorithmFamilyPage';
import { GreedyAlgorithmVisualizer } from './GreedyAlgorithmVisualizer';

/** Activity selection and Huffman coding on one player, on activities and texts the learner types. */
export default function GreedyAlgorithmsPage() {
  return (
    <AlgorithmFamilyPage
      family="greedy"
      title="Greedy Algorithms"
      description="Choose the most activities that fit on a timeline and build a Huffman code merge by merge, step by step, on input you type."
      openRun={(search) => decodeGreedyRunConfig(search) ?? defaultGreedyRun()}
      player={(props) => <GreedyAlgorithmVisualizer {...props} />}
      algorithms={GREEDY_ALGORITHM_ORDER.map((id) => GREEDY_ALGORITHMS[id])}
    />
  );
}
