import { memo, useDeferredValue, useMemo } from 'react';
import type { Graph } from '@/core/graph/graph';
import { builtInCounts, builtInGraphCounts } from '@/core/playground/builtIn';
import type { TaskInput } from '@/core/playground/recording';

/** A run recorded without an error: its input, and for a search from a vertex, the graph. */
export interface ComparedRun {
  readonly input: TaskInput;
  readonly graph: Graph;
}

/**
 * "The built-in algorithms on the same input": the site's own sorts, searches or traversals run on the
 * learner's input, with their counts. Running every built-in algorithm (each for the first time, on a
 * phone) is the costliest part of showing a run, so the table follows the run a render later, in the
 * background: the recorded run's picture and controls appear first.
 */
export const BuiltInComparison = memo(function BuiltInComparison({ run }: { run: ComparedRun | null }) {
  const shown = useDeferredValue(run);
  const arrays = useMemo(() => (shown ? builtInCounts(shown.input) : []), [shown]);
  const traversals = useMemo(
    () => (shown?.input.task === 'bfs' ? builtInGraphCounts(shown.graph, shown.input.source) : []),
    [shown],
  );
  if (arrays.length > 0) {
    return (
      <ComparisonTable
        columns={['Comparisons', 'Writes', 'Swaps']}
        rows={arrays.map((row) => ({ name: row.name, cells: [row.comparisons, row.writes, row.swaps] }))}
      />
    );
  }
  if (traversals.length > 0) {
    return (
      <ComparisonTable
        columns={['Visits', 'Edges examined']}
        rows={traversals.map((row) => ({ name: row.name, cells: [row.visits, row.edges] }))}
      />
    );
  }
  return null;
});

function ComparisonTable({
  columns,
  rows,
}: {
  columns: readonly string[];
  rows: readonly { name: string; cells: readonly number[] }[];
}) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium">The built-in algorithms on the same input</summary>
      <table className="mt-2 w-full text-left text-xs" data-testid="built-in-counts">
        <thead>
          <tr>
            <th scope="col">Algorithm</th>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row" className="font-normal">
                {row.name}
              </th>
              {row.cells.map((cell, i) => (
                <td key={columns[i]}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
