import { STRING_ALGORITHM_ORDER, STRING_ALGORITHMS } from '@/core/algorithms/strings/registry';
import { decodeStringRunConfig, defaultStringRun } from '@/core/algorithms/strings/runConfig';
import { AlgorithmFamilyPage } from '@/player-ui/AlgorithmFamilyPage';
import { StringVisualizer } from './StringVisualizer';

/** String matching on one player: the pattern slid along the text, with what each algorithm keeps. */
export default function StringsPage() {
  return (
    <AlgorithmFamilyPage
      family="strings"
      title="String Matching"
      description="Find every place a pattern occurs in a text: the naive way, one shift at a time; KMP, which never reads a text character twice thanks to its prefix table; and Rabin-Karp, which compares rolling hashes first and characters only when they agree."
      openRun={(search) => decodeStringRunConfig(search) ?? defaultStringRun()}
      player={(props) => <StringVisualizer {...props} />}
      algorithms={STRING_ALGORITHM_ORDER.map((id) => STRING_ALGORITHMS[id])}
    />
  );
}
