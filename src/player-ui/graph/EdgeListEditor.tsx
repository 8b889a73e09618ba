import { memo, useId, useState } from 'react';
import { formatEdgeList, parseEdgeList, type Graph } from '@/core/graph';
import { Button } from '@/ui/Button';

/**
 * The edge list: the graph as text, one edge per line. It redraws the graph only when every line is
 * valid, and otherwise lists each bad line with its reason.
 */
export const EdgeListEditor = memo(function EdgeListEditor({
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
        // The alert wraps the list: a list given another role would leave its items out of one.
        <div id={`${id}-errors`} role="alert">
          <ul className="list-inside list-disc text-sm text-danger">
            {errors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <Button variant="outline" size="sm" className="self-start" onClick={apply} disabled={disabled}>
        Draw this graph
      </Button>
    </div>
  );
});
