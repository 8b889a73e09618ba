import { listingLines } from '@/core/algorithms/listing';
import { DP_LISTINGS } from '@/core/algorithms/dp/listings';
import type { DpListingId } from '@/core/algorithms/dp/types';
import { CodePanel } from '@/player-ui/CodePanel';

/** A DP listing (one per algorithm and method) with the line the current step runs (`lineId`, null before the first). */
export function DpCodePanel({
  listing,
  name,
  lineId,
  beside,
}: {
  listing: DpListingId;
  name: string;
  lineId: string | null;
  beside: boolean;
}) {
  const code = DP_LISTINGS[listing];
  return (
    <CodePanel
      name={name}
      code={code}
      linesFor={(language) => listingLines(code, language, lineId)}
      beside={beside}
    />
  );
}
