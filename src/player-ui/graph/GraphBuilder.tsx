import { memo } from 'react';
import type { Graph } from '@/core/graph';
import { EdgeListEditor } from './EdgeListEditor';
import { GraphEditForms, type GraphEditCommands } from './GraphEditForms';

/**
 * The 'Build the graph' tools under the player: the edge list and the edit forms. They load after the
 * page has first painted, since they sit below the canvas. Memoised: a step of the run above changes
 * none of its props, and its selects list every vertex and edge (up to 1,000 options).
 */
export default memo(function GraphBuilder({
  graph,
  onGraph,
  commands,
  disabled,
}: {
  graph: Graph;
  /** A graph typed into the edge list. */
  onGraph: (graph: Graph) => void;
  commands: GraphEditCommands;
  disabled: boolean;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <EdgeListEditor graph={graph} onGraph={onGraph} disabled={disabled} />
      <GraphEditForms graph={graph} commands={commands} disabled={disabled} />
    </div>
  );
});
