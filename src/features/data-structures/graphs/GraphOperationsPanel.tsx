import { memo, useId, useState, type FormEvent } from 'react';
import { MAX_LABEL_LENGTH, nextVertexLabel, normaliseVertexLabel, type Graph } from '@/core/graph';
import { GRAPH_OPERATION_NAMES, type GraphOperation, type GraphOperationName } from '@/core/graph/operations';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { useOperationCommands } from '../useOperationTransition';

const fieldClass = 'h-9 w-full rounded-lg border border-border bg-surface px-2 disabled:opacity-50';

/** Each operation's name on the panel and the line saying what it does. */
export const OPERATION_LABELS: Record<GraphOperationName, { name: string; description: string }> = {
  addVertex: { name: 'Add vertex', description: 'Give a new vertex an empty adjacency list.' },
  removeVertex: { name: 'Remove vertex', description: 'Take it out of every list, then drop its own.' },
  addEdge: { name: 'Add edge', description: 'Append each end to the other’s list (one list if directed).' },
  removeEdge: { name: 'Remove edge', description: 'Find the entry in the list and take it out.' },
  setWeight: { name: 'Set weight', description: 'Find the edge’s entry and change its weight.' },
  neighbours: { name: 'Neighbours', description: 'Read the vertex’s list from first to last.' },
  hasEdge: { name: 'Has edge', description: 'Scan the first vertex’s list for the second.' },
  degree: { name: 'Degree', description: 'The list’s length (plus the edges coming in, if directed).' },
};

const TAKES_TWO: ReadonlySet<GraphOperationName> = new Set(['addEdge', 'removeEdge', 'setWeight', 'hasEdge']);
const TAKES_WEIGHT: ReadonlySet<GraphOperationName> = new Set(['addEdge', 'setWeight']);

/**
 * The Operations panel: pick an operation, its vertices (and weight), and run it. Refusals come back
 * from the page (`error`) and are shown under the form; the form keeps what was typed.
 */
export const GraphOperationsPanel = memo(function GraphOperationsPanel({
  graph,
  disabled,
  error,
  onRun: requested,
}: {
  graph: Graph;
  disabled: boolean;
  error: string | null;
  onRun: (operation: GraphOperation) => void;
}) {
  const id = useId();
  const { preparing, commands } = useOperationCommands({ run: requested });
  const onRun = commands.run;
  const [op, setOp] = useState<GraphOperationName>('neighbours');
  const [label, setLabel] = useState('');
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const [weight, setWeight] = useState('1');
  const pick = (value: string, fallback: string | undefined) =>
    graph.vertices.includes(value) ? value : (fallback ?? '');
  const from = pick(first, graph.vertices[0]);
  const to = pick(second, graph.vertices.find((v) => v !== from) ?? graph.vertices[0]);
  const suggested = nextVertexLabel(graph);
  const two = TAKES_TWO.has(op);
  const weighed = TAKES_WEIGHT.has(op) && graph.weighted;
  const needsVertex = op !== 'addVertex';
  const noVertices = needsVertex && graph.vertices.length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (disabled || noVertices) return;
    const w = !weighed ? 1 : weight.trim() === '' ? Number.NaN : Number(weight);
    switch (op) {
      case 'addVertex':
        onRun({ op, vertex: label.trim() === '' ? suggested : normaliseVertexLabel(label) });
        setLabel('');
        return;
      case 'removeVertex':
      case 'neighbours':
      case 'degree':
        onRun({ op, vertex: from });
        return;
      case 'addEdge':
      case 'setWeight':
        onRun({ op, from, to, weight: w });
        return;
      case 'removeEdge':
      case 'hasEdge':
        onRun({ op, from, to });
        return;
    }
  };

  const vertexSelect = (name: string, value: string, onChange: (value: string) => void) => (
    <label className="flex flex-col gap-1 text-sm font-medium">
      {name}
      <select
        aria-label={name}
        className={fieldClass}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {graph.vertices.map((vertex) => (
          <option key={vertex}>{vertex}</option>
        ))}
      </select>
    </label>
  );

  return (
    <Card
      role="region"
      aria-labelledby={`${id}-heading`}
      aria-busy={preparing || undefined}
      className="h-fit"
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        Operations
      </h2>
      <form className="mt-4 space-y-3" onSubmit={submit} aria-describedby={`${id}-about`}>
        <fieldset disabled={disabled} className="space-y-3">
          <legend className="sr-only">Run an operation</legend>
          <label className="flex flex-col gap-1 text-sm font-medium">
            Operation
            <select
              aria-label="Operation"
              className={fieldClass}
              value={op}
              onChange={(event) => setOp(event.target.value as GraphOperationName)}
            >
              {GRAPH_OPERATION_NAMES.map((name) => (
                <option key={name} value={name}>
                  {OPERATION_LABELS[name].name}
                </option>
              ))}
            </select>
          </label>
          <p id={`${id}-about`} className="text-sm text-muted">
            {OPERATION_LABELS[op].description}
          </p>
          {op === 'addVertex' ? (
            <label className="flex flex-col gap-1 text-sm font-medium">
              Label
              <input
                aria-label="Label"
                className={fieldClass}
                value={label}
                placeholder={suggested}
                maxLength={MAX_LABEL_LENGTH * 2}
                autoComplete="off"
                onChange={(event) => setLabel(event.target.value)}
              />
            </label>
          ) : (
            <div className="grid grid-cols-2 gap-2">
              {vertexSelect(two ? 'From' : 'Vertex', from, setFirst)}
              {two ? vertexSelect('To', to, setSecond) : null}
            </div>
          )}
          {weighed ? (
            <label className="flex flex-col gap-1 text-sm font-medium">
              Weight
              <input
                aria-label="Weight"
                className={fieldClass}
                type="number"
                inputMode="numeric"
                value={weight}
                onChange={(event) => setWeight(event.target.value)}
              />
            </label>
          ) : null}
          <Button type="submit" className="w-full" disabled={noVertices}>
            Run {OPERATION_LABELS[op].name.toLowerCase()}
          </Button>
        </fieldset>
        {noVertices ? <p className="text-sm text-muted">Add a vertex first.</p> : null}
        {error !== null ? (
          <p role="alert" className="text-sm text-danger" data-testid="operation-error">
            {error}
          </p>
        ) : null}
      </form>
    </Card>
  );
});
