import { listingLines } from '@/core/algorithms/listing';
import type { GraphAlgorithmId } from '@/core/algorithms/catalog';
import { GRAPH_LISTINGS } from '@/core/algorithms/graph/listings';
import { CodePanel } from '@/player-ui/CodePanel';

/** A graph algorithm's listing with the line the current step runs (`lineId`, null before the first). */
export function GraphCodePanel({
  algorithm,
  name,
  lineId,
  beside,
}: {
  algorithm: GraphAlgorithmId;
  name: string;
  lineId: string | null;
  beside: boolean;
}) {
  const code = GRAPH_LISTINGS[algorithm];
  return (
    <CodePanel
      name={name}
      code={code}
      linesFor={(language) => listingLines(code, language, lineId)}
      beside={beside}
    />
  );
}
