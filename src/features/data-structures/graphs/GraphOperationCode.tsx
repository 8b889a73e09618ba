import { listingLines } from '@/core/algorithms/listing';
import { GRAPH_OPERATION_LISTINGS } from '@/core/graph/operationListings';
import { CodePanel } from '@/player-ui/CodePanel';

/** The graph class in three languages, with the line the current step runs (`lineId`, null before the first). */
export function GraphOperationCode({ lineId }: { lineId: string | null }) {
  return (
    <CodePanel
      name="Graph (adjacency lists)"
      code={GRAPH_OPERATION_LISTINGS}
      linesFor={(language) => listingLines(GRAPH_OPERATION_LISTINGS, language, lineId)}
    />
  );
}
