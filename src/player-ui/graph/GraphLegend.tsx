import { memo } from 'react';
import type { Graph } from '@/core/graph';
import { MAX_DRAWN_WEIGHTS } from '@scenes/graph/layout';
import { ColourKey, type ColourKeyEntry } from '../ColourKey';

/**
 * What the graph algorithms' colours mean, in words beside a swatch of each (the canvas has no text for
 * it). 'Not reached' is an empty ring, as the canvas draws it, and 'Finished' a solid disc, so the two
 * differ by more than their colour.
 */
const ENTRIES: readonly ColourKeyEntry[] = [
  { state: 'default', label: 'Not reached', colour: 'var(--scene-label)', swatch: 'ring' },
  { state: 'current', label: 'Current', colour: 'var(--scene-active)', swatch: 'disc' },
  { state: 'frontier', label: 'Waiting (frontier)', colour: 'var(--scene-compare)', swatch: 'disc' },
  { state: 'visited', label: 'Finished', colour: 'var(--scene-range)', swatch: 'disc' },
  { state: 'tree', label: 'In the tree', colour: 'var(--scene-sorted)', swatch: 'disc' },
  { state: 'path', label: 'On the path', colour: 'var(--scene-label)', swatch: 'disc' },
];

export type LegendEntry = ColourKeyEntry;

export const GraphLegend = memo(function GraphLegend({
  entries = ENTRIES,
}: {
  entries?: readonly LegendEntry[];
}) {
  return <ColourKey entries={entries.map((entry) => ({ swatch: 'disc', ...entry }))} />;
});

/** Says where the weights are when the canvas leaves them off (a weighted graph of many edges). */
export function HiddenWeightsNote({ graph }: { graph: Graph }) {
  if (!graph.weighted || graph.edges.length <= MAX_DRAWN_WEIGHTS) return null;
  return (
    <p className="text-xs text-muted" data-testid="weights-hidden">
      The canvas leaves the weights off above {MAX_DRAWN_WEIGHTS} edges; the edge list has every one.
    </p>
  );
}
