import { memo } from 'react';
import type { AlgorithmMeta } from '@/core/algorithms/types';

// Both are memoised: they sit in a player that re-renders at every step of a run, and never change with it.

export const ComplexityTable = memo(function ComplexityTable({ info }: { info: AlgorithmMeta }) {
  const rows = [
    ['Best time', info.timeComplexity.best, undefined],
    ['Average time', info.timeComplexity.average, undefined],
    ['Worst time', info.timeComplexity.worst, undefined],
    ['Space', info.spaceComplexity, info.spaceNote],
  ] as const;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{info.name} complexity</caption>
      <tbody>
        {rows.map(([label, value, note]) => (
          <tr key={label} className="border-b border-border last:border-0">
            <th scope="row" className="py-1.5 pr-4 text-left align-top font-medium text-muted">
              {label}
            </th>
            <td className="py-1.5 font-mono">
              {value}
              {note === undefined ? null : (
                <span className="mt-0.5 block font-sans text-xs text-muted">{note}</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
});

export const InformationPanel = memo(function InformationPanel({ info }: { info: AlgorithmMeta }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div>
        <h3 className="text-lg font-semibold">{info.name}</h3>
        <p className="mt-2 text-muted">{info.description}</p>
        <h4 className="mt-4 font-semibold">How it works</h4>
        <p className="mt-1 text-muted">{info.howItWorks}</p>
        {info.whenToUse === undefined ? null : (
          <>
            <h4 className="mt-4 font-semibold">When to use it</h4>
            <p className="mt-1 text-muted">{info.whenToUse}</p>
          </>
        )}
      </div>
      <div>
        <h4 className="mb-2 font-semibold">Complexity</h4>
        <ComplexityTable info={info} />
      </div>
    </div>
  );
});
