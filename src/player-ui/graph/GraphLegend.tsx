import type { Graph } from '@/core/graph';
import { MAX_DRAWN_WEIGHTS } from '@scenes/graph/layout';

/** What the graph algorithms' colours mean, in words beside a swatch of each (the canvas has no text for it). */
const ENTRIES = [
  { label: 'Not reached', colour: 'var(--scene-cell)' },
  { label: 'Current', colour: 'var(--scene-active)' },
  { label: 'Waiting (frontier)', colour: 'var(--scene-compare)' },
  { label: 'Finished', colour: 'var(--scene-range)' },
  { label: 'In the tree', colour: 'var(--scene-sorted)' },
  { label: 'On the path', colour: 'var(--scene-label)' },
] as const;

export interface LegendEntry {
  readonly label: string;
  /** A CSS colour, usually one of the scene's variables. */
  readonly colour: string;
}

export function GraphLegend({ entries = ENTRIES }: { entries?: readonly LegendEntry[] }) {
  return (
    <ul aria-label="Colour key" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
      {entries.map((entry) => (
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

/** Says where the weights are when the canvas leaves them off (a weighted graph of many edges). */
export function HiddenWeightsNote({ graph }: { graph: Graph }) {
  if (!graph.weighted || graph.edges.length <= MAX_DRAWN_WEIGHTS) return null;
  return (
    <p className="text-xs text-muted" data-testid="weights-hidden">
      The canvas leaves the weights off above {MAX_DRAWN_WEIGHTS} edges; the edge list has every one.
    </p>
  );
}
