import { useId, useState } from 'react';
import type { StructureKind } from '@/core/structures';
import { STRUCTURE_LISTINGS, type ListingLanguage } from '@/core/structures/listings';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { CodeListing } from '@/ui/code/CodeListing';

/** One button per language (the first is the default) and the complete implementation in it. */
export function CodeTab({ title, structure }: { title: string; structure: StructureKind }) {
  const listings = STRUCTURE_LISTINGS[structure];
  const [language, setLanguage] = useState<ListingLanguage>(listings[0].language);
  const listing = listings.find((candidate) => candidate.language === language) ?? listings[0];
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          {title} implementation
        </h2>
        <div role="group" aria-label="Language" className="flex flex-wrap gap-2">
          {listings.map((candidate) => (
            <Button
              key={candidate.language}
              size="sm"
              variant={candidate.language === language ? 'primary' : 'outline'}
              aria-pressed={candidate.language === language}
              onClick={() => setLanguage(candidate.language)}
            >
              {candidate.label}
            </Button>
          ))}
        </div>
      </div>
      <p className="mt-2 text-sm text-muted">
        A complete, runnable <code className="font-mono">{listing.className}</code> with every operation on
        this page.
      </p>
      <div className="mt-4">
        <CodeListing
          code={listing.code}
          language={listing.language}
          label={`${title} implementation in ${listing.label}`}
          maxHeight={560}
        />
      </div>
    </Card>
  );
}
