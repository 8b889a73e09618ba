import type { AlgorithmMeta } from '@/core/algorithms/types';
import { Card } from '@/ui/Card';
import { ComplexityTable } from './InformationPanel';

/** A family page's closing section: one card per algorithm with its description and complexities. */
export function AlgorithmCards({ id, algorithms }: { id: string; algorithms: readonly AlgorithmMeta[] }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-bold">
        The algorithms
      </h2>
      <ul className="mt-4 grid gap-5 md:grid-cols-2 xl:grid-cols-3">
        {algorithms.map((info) => (
          <li key={info.id} data-algorithm={info.id}>
            <Card className="flex h-full flex-col">
              <h3 className="text-lg font-semibold">{info.name}</h3>
              <p className="mt-2 flex-1 text-sm text-muted">{info.description}</p>
              <div className="mt-3">
                <ComplexityTable info={info} />
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
