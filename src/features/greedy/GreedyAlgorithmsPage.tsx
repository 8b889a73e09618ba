import { useState } from 'react';
import { useSearch } from 'wouter';
import { GREEDY_ALGORITHM_ORDER, GREEDY_ALGORITHMS } from '@/core/algorithms/greedy/registry';
import { decodeGreedyRunConfig, defaultGreedyRun } from '@/core/algorithms/greedy/runConfig';
import { PageHeader } from '@/ui/PageHeader';
import { AlgorithmCards } from '@/player-ui/AlgorithmCards';
import { GreedyAlgorithmVisualizer } from './GreedyAlgorithmVisualizer';

/** Activity selection and Huffman coding on one player, on activities and texts the learner types. */
export default function GreedyAlgorithmsPage() {
  const search = useSearch();
  const [initial] = useState(() => decodeGreedyRunConfig(search) ?? defaultGreedyRun());
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageHeader
        title="Greedy Algorithms"
        description="Choose the most activities that fit on a timeline and build a Huffman code merge by merge, step by step, on input you type."
      />
      <GreedyAlgorithmVisualizer id="greedy-visualizer" initial={initial} />
      <AlgorithmCards
        id="greedy-algorithms-list"
        algorithms={GREEDY_ALGORITHM_ORDER.map((id) => GREEDY_ALGORITHMS[id])}
      />
    </div>
  );
}
