/** What the graph scene's colours mean, in words beside a swatch of each (the canvas has no text for it). */
const ENTRIES = [
  { label: 'Not reached', colour: 'var(--scene-cell)' },
  { label: 'Current', colour: 'var(--scene-active)' },
  { label: 'Waiting (frontier)', colour: 'var(--scene-compare)' },
  { label: 'Finished', colour: 'var(--scene-range)' },
  { label: 'In the tree', colour: 'var(--scene-sorted)' },
  { label: 'On the path', colour: 'var(--scene-label)' },
] as const;

export function GraphLegend() {
  return (
    <ul aria-label="Colour key" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
      {ENTRIES.map((entry) => (
        <li key={entry.label} className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block size-3 rounded-full"
            style={{ background: entry.colour }}
          />
          {entry.label}
        </li>
      ))}
    </ul>
  );
}
