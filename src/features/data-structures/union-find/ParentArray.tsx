import type { UnionFindModel } from '@/core/union-find';

const cellClass = 'min-w-8 px-1.5 py-1 text-center';

/**
 * The parent and rank arrays beside the forest: each column an element, the cells of the elements the
 * step highlights marked, so a compressed pointer is seen changing in the array as well as the picture.
 */
export function ParentArray({ model }: { model: UnionFindModel }) {
  const marked = (x: number) => (model.marks.has(x) ? 'bg-primary-soft font-semibold' : '');
  return (
    <div className="overflow-x-auto" data-testid="parent-array">
      <table className="font-mono text-sm">
        <caption className="pb-1 text-left font-sans text-sm font-medium">Parent array</caption>
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
              <td key={x} className={cellClass}>
                {rank}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
