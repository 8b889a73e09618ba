import { listingLines } from '@/core/algorithms/listing';
import type { StructureKind } from '@/core/structures';
import { structureCode } from '@/core/structures/listings/lines';
import { CodePanel } from '@/player-ui/CodePanel';

/**
 * A structure's complete implementation, with the method the current step runs highlighted (`lineId`
 * is the operation; null before the first step and once it is over).
 */
export function StructureCodePanel({
  title,
  structure,
  lineId,
  beside,
}: {
  title: string;
  structure: StructureKind;
  lineId: string | null;
  beside: boolean;
}) {
  const code = structureCode(structure);
  return (
    <CodePanel
      name={`${title} implementation`}
      code={code}
      linesFor={(language) => listingLines(code, language, lineId)}
      beside={beside}
    />
  );
}
