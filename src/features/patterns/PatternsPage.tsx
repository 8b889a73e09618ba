import { PATTERN_ALGORITHM_ORDER, PATTERN_ALGORITHMS } from '@/core/algorithms/patterns/registry';
import { decodePatternRunConfig, defaultPatternRun } from '@/core/algorithms/patterns/runConfig';
import { AlgorithmFamilyPage } from '@/player-ui/AlgorithmFamilyPage';
import { PatternVisualizer } from './PatternVisualizer';

/** The interview patterns on one player: pointers, windows, stacks and maps drawn and named. */
export default function PatternsPage() {
  return (
    <AlgorithmFamilyPage
      family="patterns"
      title="Interview Patterns"
      description="The patterns coding interviews are won on (two pointers, sliding windows, monotonic stacks, prefix sums, binary search on the answer, intervals), each on an array or string you type, with its pointers, window and helper structures drawn and named."
      openRun={(search) => decodePatternRunConfig(search) ?? defaultPatternRun()}
      player={(props) => <PatternVisualizer {...props} />}
      algorithms={PATTERN_ALGORITHM_ORDER.map((id) => PATTERN_ALGORITHMS[id])}
    />
  );
}
