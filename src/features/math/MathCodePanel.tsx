import { listingLines } from '@/core/algorithms/listing';
import type { MathAlgorithmId } from '@/core/algorithms/catalog';
import { MATH_LISTINGS } from '@/core/algorithms/math/listings';
import { CodePanel } from '@/player-ui/CodePanel';

/** A mathematical algorithm's listing with the line the current step runs (`lineId`, null before the first). */
export function MathCodePanel({
  algorithm,
  name,
  lineId,
  beside,
}: {
  algorithm: MathAlgorithmId;
  name: string;
  lineId: string | null;
  beside: boolean;
}) {
  const code = MATH_LISTINGS[algorithm];
  return (
    <CodePanel
      name={name}
      code={code}
      linesFor={(language) => listingLines(code, language, lineId)}
      beside={beside}
    />
  );
}
