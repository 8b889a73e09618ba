import { useId, useState } from 'react';
import { edgeKey, type Graph } from '@/core/graph';
import { Button } from '@/ui/Button';

const selectClass = 'h-9 rounded-lg border border-border bg-surface px-2 disabled:opacity-50';

export interface GraphEditCommands {
  addVertex: () => void;
  addEdge: (from: string, to: string, weight: number) => void;
  removeVertex: (vertex: string) => void;
  removeEdge: (from: string, to: string) => void;
}

/** The canvas's edits as forms, for keyboards and screen readers. */
export function GraphEditForms({
  graph,
  commands,
  disabled,
}: {
  graph: Graph;
  commands: GraphEditCommands;
  disabled: boolean;
}) {
  const id = useId();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [weight, setWeight] = useState('1');
  const [vertex, setVertex] = useState('');
  const [edge, setEdge] = useState('');
  const pick = (value: string, fallback: string | undefined) =>
    graph.vertices.includes(value) ? value : (fallback ?? '');
  const edgeFrom = pick(from, graph.vertices[0]);
  const edgeTo = pick(to, graph.vertices[1] ?? graph.vertices[0]);
  const removable = pick(vertex, graph.vertices[0]);
  const keys = graph.edges.map((entry) => ({ key: edgeKey(entry, graph.directed), entry }));
  const removableEdge = keys.find((entry) => entry.key === edge) ?? keys[0];
  const arrow = graph.directed ? '→' : '–';

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3 text-sm">
        <Button size="sm" variant="outline" onClick={commands.addVertex} disabled={disabled}>
          Add vertex
        </Button>
        <fieldset className="flex flex-wrap items-end gap-2" disabled={disabled}>
          <legend className="sr-only">Add an edge</legend>
          <label className="flex flex-col gap-1 font-medium">
            From
            <select
              aria-label="From"
              className={selectClass}
              value={edgeFrom}
              onChange={(event) => setFrom(event.target.value)}
            >
              {graph.vertices.map((entry) => (
                <option key={entry}>{entry}</option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 font-medium">
            To
            <select
              aria-label="To"
              className={selectClass}
              value={edgeTo}
              onChange={(event) => setTo(event.target.value)}
            >
              {graph.vertices.map((entry) => (
                <option key={entry}>{entry}</option>
              ))}
            </select>
          </label>
          {graph.weighted ? (
            <label className="flex flex-col gap-1 font-medium">
              Weight
              <input
                aria-label="Weight"
                type="number"
                inputMode="numeric"
                value={weight}
                onChange={(event) => setWeight(event.target.value)}
                className="h-9 w-20 rounded-lg border border-border bg-surface px-2"
              />
            </label>
          ) : null}
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              commands.addEdge(edgeFrom, edgeTo, weight.trim() === '' ? Number.NaN : Number(weight))
            }
          >
            Add edge
          </Button>
        </fieldset>
        <fieldset
          className="flex flex-wrap items-end gap-2"
          disabled={disabled || graph.vertices.length === 0}
        >
          <legend className="sr-only">Remove a vertex</legend>
          <label className="flex flex-col gap-1 font-medium" htmlFor={`${id}-vertex`}>
            Vertex
          </label>
          <select
            id={`${id}-vertex`}
            className={selectClass}
            value={removable}
            onChange={(event) => setVertex(event.target.value)}
          >
            {graph.vertices.map((entry) => (
              <option key={entry}>{entry}</option>
            ))}
          </select>
          <Button size="sm" variant="outline" onClick={() => commands.removeVertex(removable)}>
            Remove vertex
          </Button>
        </fieldset>
        <fieldset className="flex flex-wrap items-end gap-2" disabled={disabled || keys.length === 0}>
          <legend className="sr-only">Remove an edge</legend>
          <label className="flex flex-col gap-1 font-medium" htmlFor={`${id}-edge`}>
            Edge
          </label>
          <select
            id={`${id}-edge`}
            className={selectClass}
            value={removableEdge?.key ?? ''}
            onChange={(event) => setEdge(event.target.value)}
          >
            {keys.map(({ key, entry }) => (
              <option key={key} value={key}>
                {`${entry.from}${arrow}${entry.to}`}
              </option>
            ))}
          </select>
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              removableEdge && commands.removeEdge(removableEdge.entry.from, removableEdge.entry.to)
            }
          >
            Remove edge
          </Button>
        </fieldset>
      </div>
    </div>
  );
}
