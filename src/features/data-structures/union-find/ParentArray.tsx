import { useRef } from 'react';
import type { UnionFindModel } from '@/core/union-find';
import { useContainerWidth } from '@/ui/useContainerWidth';
import { parentArrayChunks } from './parentArrayChunks';

const cellClass = 'min-w-8 px-1.5 py-1 text-center';

/**
 * The parent and rank arrays beside the forest, the cells of the elements the step highlights marked,
 * so a compressed pointer is seen changing in the array as well as the picture. Under the forest (a
 * phone) each element is a column, split into stacked tables that fit the width (parentArrayChunks);
 * beside it (a wide screen) each element is a row, so the array stands as tall as the forest rather
 * than as wide.
 */
export function ParentArray({ model, beside }: { model: UnionFindModel; beside: boolean }) {
  const marked = (x: number) => (model.marks.has(x) ? 'bg-primary-soft font-semibold' : '');
  const caption = <caption className="pb-1 text-left font-sans text-sm font-medium">Parent array</caption>;
  if (beside) {
    return (
      <div data-testid="parent-array" data-layout="beside">
        <table className="font-mono text-sm">
          {caption}
          <thead>
            <tr className="font-sans text-muted">
              <th scope="col" className={`${cellClass} font-normal`}>
                element
              </th>
              <th scope="col" className={`${cellClass} font-normal`}>
                parent
              </th>
              <th scope="col" className={`${cellClass} font-normal`}>
                rank
              </th>
            </tr>
          </thead>
          <tbody>
            {model.parent.map((parent, x) => (
              <tr key={x} className="border-t border-border">
                <th scope="row" className={`${cellClass} font-normal text-muted`}>
                  {x}
                </th>
                <td className={`${cellClass} ${marked(x)}`} data-parent-of={x}>
                  {parent}
                </td>
                <td className={cellClass} data-rank-of={x}>
                  {model.rank[x]}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }
  return <ParentArrayUnder model={model} marked={marked} />;
}

/** Under the forest: one table per chunk of elements that fits the width, stacked. */
function ParentArrayUnder({ model, marked }: { model: UnionFindModel; marked: (x: number) => string }) {
  const ref = useRef<HTMLDivElement>(null);
  const width = useContainerWidth(ref);
  const chunks = parentArrayChunks(model.parent.length, width);
  return (
    <div ref={ref} className="space-y-2" data-testid="parent-array" data-layout="under">
      {chunks.map((chunk) => (
        <table key={chunk[0]} className="font-mono text-sm" data-elements={chunk.join(',')}>
          <caption className="pb-1 text-left font-sans text-sm font-medium">
            {chunks.length === 1
              ? 'Parent array'
              : `Parent array, elements ${chunk[0]} to ${chunk[chunk.length - 1]}`}
          </caption>
          <tbody>
            <tr>
              <th scope="row" className="pr-2 text-left font-sans text-muted">
                element
              </th>
              {chunk.map((x) => (
                <td key={x} className={`${cellClass} text-muted`}>
                  {x}
                </td>
              ))}
            </tr>
            <tr className="border-t border-border">
              <th scope="row" className="pr-2 text-left font-sans text-muted">
                parent
              </th>
              {chunk.map((x) => (
                <td key={x} className={`${cellClass} ${marked(x)}`} data-parent-of={x}>
                  {model.parent[x]}
                </td>
              ))}
            </tr>
            <tr className="border-t border-border">
              <th scope="row" className="pr-2 text-left font-sans text-muted">
                rank
              </th>
              {chunk.map((x) => (
                <td key={x} className={cellClass} data-rank-of={x}>
                  {model.rank[x]}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      ))}
    </div>
  );
}
