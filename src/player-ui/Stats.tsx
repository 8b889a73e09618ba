import type { ReactNode } from 'react';

export function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-surface-2 px-3 py-2">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="font-mono text-lg font-semibold tabular-nums">{children}</dd>
    </div>
  );
}
