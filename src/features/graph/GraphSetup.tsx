import { useId, useState } from 'react';
import {
  formatEdgeList,
  GRAPH_PRESETS,
  parseEdgeList,
  setDirected,
  setWeighted,
  type Graph,
  type GraphPresetId,
} from '@/core/graph';
import { Button } from '@/ui/Button';

const selectClass = 'h-9 rounded-lg border border-border bg-surface px-2 disabled:opacity-50';

/** The graph's preset and its directed and weighted switches. */
export function GraphPicker({
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
}

/**
 * The edge list: the graph as text, one edge per line. It redraws the graph only when every line is
 * valid, and otherwise lists each bad line with its reason.
 */
export function EdgeListEditor({
  graph,
  onGraph,
  disabled,
}: {
  graph: Graph;
  onGraph: (graph: Graph) => void;
  disabled: boolean;
}) {
  const id = useId();
  const [draft, setDraft] = useState({ source: graph, text: formatEdgeList(graph) });
  const [errors, setErrors] = useState<readonly string[]>([]);
  // A graph from elsewhere (a preset, a switch, the drawing) replaces the text being edited.
  if (draft.source !== graph) {
    setDraft({ source: graph, text: formatEdgeList(graph) });
    setErrors([]);
  }

  const apply = () => {
    const result = parseEdgeList(draft.text, { directed: graph.directed, weighted: graph.weighted });
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors([]);
    onGraph(result.graph);
  };

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={`${id}-edges`} className="text-sm font-medium">
        Edge list
      </label>
      <p id={`${id}-help`} className="text-xs text-muted">
        One edge per line: {graph.weighted ? <code>U V W</code> : <code>U V</code>}
        {graph.weighted ? ' (W is the weight)' : ''}; a line with one label adds a vertex on its own.
      </p>
      <textarea
        id={`${id}-edges`}
        value={draft.text}
        onChange={(event) => setDraft({ source: graph, text: event.target.value })}
        disabled={disabled}
        rows={7}
        spellCheck={false}
        aria-describedby={`${id}-help${errors.length > 0 ? ` ${id}-errors` : ''}`}
        aria-invalid={errors.length > 0}
        className="rounded-lg border border-border bg-surface px-2 py-1.5 font-mono text-sm"
      />
      {errors.length > 0 ? (
        <ul id={`${id}-errors`} role="alert" className="list-inside list-disc text-sm text-danger">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      ) : null}
      <Button variant="outline" size="sm" className="self-start" onClick={apply} disabled={disabled}>
        Draw this graph
      </Button>
    </div>
  );
}
