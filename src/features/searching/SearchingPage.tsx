import { useState } from 'react';
import { useSearch } from 'wouter';
import { SEARCHING_ALGORITHM_IDS } from '@/core/algorithms';
import { PageHeader } from '@/ui/PageHeader';
import { AlgorithmVisualizer } from '@/player-ui/AlgorithmVisualizer';
import { initialRun } from '@/player-ui/initialRun';

/** 'linearSearch' -> 'linear-search': each card's anchor. */
const anchorOf = (id: string) => id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** One visualiser card per searching algorithm in the catalog; a shared link opens its own card's run. */
export default function SearchingPage() {
  const search = useSearch();
  const [runs] = useState(() => SEARCHING_ALGORITHM_IDS.map((id) => initialRun(id, [id], search)));
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageHeader
        title="Searching Algorithms"
        description="Follow linear and binary search as they look for the target, probe by probe."
      />
      <div className="grid gap-8">
        {runs.map((run) => (
          <AlgorithmVisualizer key={run.algorithm} initial={run} id={anchorOf(run.algorithm)} />
        ))}
      </div>
    </div>
  );
}
