import { listingLines } from '@/core/algorithms/listing';
import { treeCode } from '@/core/tree/listings';
import { CodePanel } from '@/player-ui/CodePanel';

/** The tree's listing with the line the current step runs (`lineId`, null before the first step). */
export function TreeCodePanel({ lineId, beside }: { lineId: string | null; beside: boolean }) {
  return (
    <CodePanel
      name="Binary search tree"
      code={treeCode}
      linesFor={(language) => listingLines(treeCode, language, lineId)}
      beside={beside}
    />
  );
}
