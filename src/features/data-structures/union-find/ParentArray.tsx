import type { UnionFindModel } from '@/core/union-find';

const cellClass = 'min-w-8 px-1.5 py-1 text-center';

/**
 * The parent and rank arrays beside the forest, the cells of the elements the step highlights marked,
 * so a compressed pointer is seen changing in the array as well as the picture. Under the forest (a
 * phone) each element is a column; beside it (a wide screen) each element is a row, so the array
 * stands as tall as the forest rather than as wide.
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
  return (
    <div className="overflow-x-auto" data-testid="parent-array" data-layout="under">
      <table className="font-mono text-sm">
        {caption}
        <tbody>
          <tr>
            <th scope="row" className="pr-2 text-left font-sans text-muted">
              element
            </th>
            {model.parent.map((_, x) => (
              <td key={x} className={`${cellClass} text-muted`}>
                {x}
              </td>
            ))}
          </tr>
          <tr className="border-t border-border">
            <th scope="row" className="pr-2 text-left font-sans text-muted">
              parent
            </th>
            {model.parent.map((parent, x) => (
              <td key={x} className={`${cellClass} ${marked(x)}`} data-parent-of={x}>
                {parent}
              </td>
            ))}
          </tr>
          <tr className="border-t border-border">
            <th scope="row" className="pr-2 text-left font-sans text-muted">
              rank
            </th>
            {model.rank.map((rank, x) => (
              <td key={x} className={cellClass} data-rank-of={x}>
                {rank}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
