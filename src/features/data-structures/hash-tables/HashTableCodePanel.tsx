import { listingLines } from '@/core/algorithms/listing';
import { hashTableCode } from '@/core/hash-table/listings';
import { CodePanel } from '@/player-ui/CodePanel';

/** The hash table's listing with the line the current step runs (`lineId`, null before the first step). */
export function HashTableCodePanel({ lineId, beside }: { lineId: string | null; beside: boolean }) {
  return (
    <CodePanel
      name="Hash table"
      code={hashTableCode}
      linesFor={(language) => listingLines(hashTableCode, language, lineId)}
      beside={beside}
    />
  );
}
