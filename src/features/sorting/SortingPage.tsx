import { useState } from 'react';
import { useSearch } from 'wouter';
import { ARRAY_ALGORITHMS, SORTING_ALGORITHM_IDS, type SortingAlgorithmId } from '@/core/algorithms';
import { firstOf } from '@/core/algorithms/catalog';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { PageHeader } from '@/ui/PageHeader';
import { prefersReducedMotion } from '@/ui/useReducedMotion';
import { AlgorithmVisualizer } from '@/player-ui/AlgorithmVisualizer';
import { ComplexityTable } from '@/player-ui/InformationPanel';
import { initialRun } from '@/player-ui/initialRun';

const VISUALIZER_ID = 'sorting-visualizer';

/** The sort the page opens with when no link names one: the first in the catalog. */
const FIRST_SORT: SortingAlgorithmId = firstOf(SORTING_ALGORITHM_IDS);

export default function SortingPage() {
  const search = useSearch();
  const [initial] = useState(() => initialRun(FIRST_SORT, SORTING_ALGORITHM_IDS, search));
  const [selected, setSelected] = useState(initial.algorithm as SortingAlgorithmId);

  const visualize = (algorithm: SortingAlgorithmId) => {
    setSelected(algorithm);
    document.getElementById(VISUALIZER_ID)?.scrollIntoView({
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageHeader
        title="Sorting Algorithms"
        description="Watch each comparison and swap, pause and step back, and follow the code line by line."
      />
      <AlgorithmVisualizer
        id={VISUALIZER_ID}
        initial={initial}
        choices={SORTING_ALGORITHM_IDS}
        selected={selected}
        onSelect={(algorithm) => setSelected(algorithm as SortingAlgorithmId)}
      />
      <section aria-labelledby="sorting-algorithms-list" className="mt-10">
        <h2 id="sorting-algorithms-list" className="text-2xl font-bold">
          The algorithms
        </h2>
        <ul className="mt-4 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {SORTING_ALGORITHM_IDS.map((id) => {
            const info = ARRAY_ALGORITHMS[id];
            return (
              <li key={id} data-algorithm={id}>
                <Card className="flex h-full flex-col">
                  <h3 className="text-lg font-semibold">{info.name}</h3>
                  <p className="font-mono text-xs text-muted">{id}</p>
                  <p className="mt-2 flex-1 text-sm text-muted">{info.description}</p>
                  <div className="mt-3">
                    <ComplexityTable info={info} />
                  </div>
                  <Button
                    variant={selected === id ? 'secondary' : 'outline'}
                    size="sm"
                    className="mt-4 self-start"
                    onClick={() => visualize(id)}
                    aria-label={`Visualize ${info.name}`}
                  >
                    Visualize
                  </Button>
                </Card>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
