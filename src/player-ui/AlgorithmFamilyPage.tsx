import { useState, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import type { AlgorithmMeta } from '@/core/algorithms/types';
import { LinkNotice } from '@/ui/LinkNotice';
import { PageHeader } from '@/ui/PageHeader';
import { AlgorithmCards } from './AlgorithmCards';

/**
 * An algorithm family's page: its heading, its player opened on the run a shared link names (read once,
 * as the page opens), and a card for each of its algorithms.
 */
export function AlgorithmFamilyPage<Run>({
  family,
  title,
  description,
  openRun,
  player,
  algorithms,
  linkNotice,
}: {
  /** The family's id, which names the player's and the cards' anchors (`graph-visualizer`). */
  family: string;
  title: string;
  description: string;
  /** The run the address names, or the family's default. */
  openRun: (search: string) => Run;
  player: (props: { id: string; initial: Run }) => ReactNode;
  algorithms: readonly AlgorithmMeta[];
  /** Why the shared link the page opened from could not be opened as it was, or null. */
  linkNotice?: (search: string) => string | null;
}) {
  const search = useSearch();
  const [initial] = useState(() => openRun(search));
  const [notice] = useState(() => linkNotice?.(search) ?? null);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageHeader title={title} description={description} />
      <LinkNotice message={notice} />
      {player({ id: `${family}-visualizer`, initial })}
      <AlgorithmCards id={`${family}-algorithms-list`} algorithms={algorithms} />
    </div>
  );
}
