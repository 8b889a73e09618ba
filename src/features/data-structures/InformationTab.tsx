import { memo } from 'react';
import type { StructureReference } from '@/core/structures';
import { StructureInformation } from '@/player-ui/structure/StructureInformation';

/** Types, Characteristics, Common Use Cases, Time and Space Complexity, and Variants. */
export const InformationTab = memo(function InformationTab({ reference }: { reference: StructureReference }) {
  return (
    <StructureInformation
      content={{
        name: reference.title,
        types: reference.types,
        characteristics: reference.characteristics,
        useCases: reference.useCases,
        timeComplexity: reference.timeComplexity,
        space: { complexity: reference.spaceComplexity, note: 'to hold n elements' },
        groups: [{ title: 'Variants', items: reference.variants }],
      }}
    />
  );
});
