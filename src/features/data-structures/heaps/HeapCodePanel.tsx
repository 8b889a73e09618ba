import { listingLines } from '@/core/algorithms/listing';
import { heapCode } from '@/core/heap/listings';
import { CodePanel } from '@/player-ui/CodePanel';

/** The heap's listing with the line the current step runs (`lineId`, null before the first step). */
export function HeapCodePanel({ lineId, beside }: { lineId: string | null; beside: boolean }) {
  return (
    <CodePanel
      name="Binary heap"
      code={heapCode}
      linesFor={(language) => listingLines(heapCode, language, lineId)}
      beside={beside}
    />
  );
}
