import { memo } from 'react';
import { GRAPH_PRESETS, setDirected, setWeighted, type Graph, type GraphPresetId } from '@/core/graph';

const selectClass = 'h-9 rounded-lg border border-border bg-surface px-2 disabled:opacity-50';

/** The graph's preset and its directed and weighted switches. */
export const GraphPicker = memo(function GraphPicker({
  graph,
  preset,
  onPreset,
  onGraph,
  onRefused,
  disabled,
}: {
  graph: Graph;
  preset: GraphPresetId | null;
  onPreset: (preset: GraphPresetId) => void;
  onGraph: (graph: Graph) => void;
  /** Says why a switch was refused (an undirected graph cannot hold both A→B and B→A). */
  onRefused: (reason: string) => void;
  disabled: boolean;
}) {
  const switchDirected = (directed: boolean) => {
    const result = setDirected(graph, directed);
    if ('error' in result) onRefused(result.error);
    else onGraph(result.graph);
  };
  return (
    <>
      <label className="flex min-w-44 flex-col gap-2 text-sm font-medium">
        Graph
        <select
          aria-label="Graph"
          className={selectClass}
          value={preset ?? ''}
          disabled={disabled}
          onChange={(event) => onPreset(event.target.value as GraphPresetId)}
        >
          {preset === null ? <option value="">Your own graph</option> : null}
          {GRAPH_PRESETS.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.label}
            </option>
          ))}
        </select>
      </label>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2 self-end pb-2 text-sm">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={graph.directed}
            disabled={disabled}
            onChange={(event) => switchDirected(event.target.checked)}
            className="size-4 accent-[var(--color-primary)]"
          />
          Directed
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={graph.weighted}
            disabled={disabled}
            onChange={(event) => onGraph(setWeighted(graph, event.target.checked))}
            className="size-4 accent-[var(--color-primary)]"
          />
          Weighted
        </label>
        <span className="text-muted">
          {graph.vertices.length} vertices, {graph.edges.length} edges
        </span>
      </div>
    </>
  );
});
