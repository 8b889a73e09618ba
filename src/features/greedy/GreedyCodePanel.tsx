import { listingLines } from '@/core/algorithms/listing';
import type { GreedyAlgorithmId } from '@/core/algorithms/catalog';
import { GREEDY_LISTINGS } from '@/core/algorithms/greedy/listings';
import { CodePanel } from '@/player-ui/CodePanel';

/** A greedy algorithm's listing with the line the current step runs (`lineId`, null before the first). */
export function GreedyCodePanel({
  algorithm,
  name,
  lineId,
  beside,
}: {
  algorithm: GreedyAlgorithmId;
  name: string;
  lineId: string | null;
  beside: boolean;
}) {
  const code = GREEDY_LISTINGS[algorithm];
  return (
    <CodePanel
      name={name}
      code={code}
      linesFor={(language) => listingLines(code, language, lineId)}
      beside={beside}
    />
  );
}
