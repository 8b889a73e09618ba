import { useEffect, useState } from 'react';
import { listingLines } from '@/core/listing';
import type { CodeListings } from '@/core/algorithms/types';
import { CodeLoading } from '@/ui/code/CodeLoading';
import { CodePanel } from './CodePanel';

type Loaded =
  { readonly load: () => Promise<CodeListings>; readonly code: CodeListings } | { readonly failed: true };

/**
 * The listing a run's line ids point into, loaded on first show (listings stay out of the page's first
 * chunks), with the line the current step runs (`lineId`, null before the first step) highlighted.
 */
export function TraceCodePanel({
  load,
  name,
  lineId,
  beside,
}: {
  load: () => Promise<CodeListings>;
  name: string;
  lineId: string | null;
  beside: boolean;
}) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let current = true;
    load().then(
      (code) => {
        if (current) setLoaded({ load, code });
      },
      (error: unknown) => {
        console.error('A code listing could not load', error);
        if (current) setLoaded({ failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [load]);
  if (loaded !== null && 'failed' in loaded)
    return (
      <p className="text-sm text-danger">The listing could not load. Check your connection and reload.</p>
    );
  // A listing of the algorithm shown before this one is never shown against this one's lines.
  if (loaded === null || loaded.load !== load) return <CodeLoading />;
  const { code } = loaded;
  return (
    <CodePanel
      name={name}
      code={code}
      linesFor={(language) => listingLines(code, language, lineId)}
      beside={beside}
    />
  );
}
