import { useMemo } from 'react';
import type { EdgeState, GraphRunModel, VertexState } from '@/core/algorithms/graph/types';
import { edgeKey, type Graph } from '@/core/graph/graph';
import { circleLayout } from '@/core/graph/presets';
import type { ArrayFrame, GraphFrame } from '@/core/playground/playback';
import type { PlaygroundTask } from '@/core/playground/recording';
import { cellsHeight, cellsMinWidth } from '@scenes/cells/layout';
import { graphSceneHeight } from '@scenes/graph/layout';
import { SceneCanvas } from '@scenes/catalog/SceneCanvas';
import { SceneFigure, type MirrorState } from '@scenes/host/SceneFigure';
import { GraphFigure } from '@/player-ui/graph/GraphFigure';

/** The array of one frame: bars for a sort, cells for a search, each position in its state. */
export function ArrayScene({
  task,
  frame,
  narration,
}: {
  task: Exclude<PlaygroundTask, 'bfs'>;
  frame: ArrayFrame;
  narration: string;
}) {
  const items = frame.array.map((value, index) => ({
    value,
    state: (frame.marks.get(index) ?? 'default') as MirrorState,
  }));
  const label = `Your ${task} on ${frame.array.length} values`;
  return (
    <SceneFigure scene={task === 'sort' ? 'bars' : 'cells'} label={label} items={items} narration={narration}>
      {task === 'sort' ? (
        <SceneCanvas
          height={(width) => (width < 500 ? 220 : 300)}
          scene={{
            name: 'bars',
            props: { items: items.map((item, index) => ({ ...item, id: index })), maxValue: undefined },
          }}
        />
      ) : (
        <div className="overflow-x-auto [contain:inline-size]">
          <div style={{ minWidth: cellsMinWidth(items.length) }}>
            <SceneCanvas
              height={(width) => cellsHeight(items.length, width)}
              scene={{ name: 'cells', props: { items, range: null } }}
            />
          </div>
        </div>
      )}
    </SceneFigure>
  );
}

/** The graph of one frame: the vertices visited so far and the edges examined, the latest of each marked. */
export function GraphRunScene({
  graph,
  frame,
  narration,
}: {
  graph: Graph;
  frame: GraphFrame;
  narration: string;
}) {
  const positions = useMemo(() => graph.positions ?? circleLayout(graph.vertices), [graph]);
  const model = useMemo((): GraphRunModel => {
    const vertices = new Map<string, VertexState>(frame.visited.map((v) => [v, 'visited']));
    if (frame.currentVertex) vertices.set(frame.currentVertex, 'current');
    const edges = new Map<string, EdgeState>();
    for (const examined of frame.examined) {
      const [from = '', to = ''] = examined.split(' ');
      edges.set(edgeKey({ from, to }, graph.directed), 'tree');
    }
    if (frame.currentEdge)
      edges.set(edgeKey({ from: frame.currentEdge[0], to: frame.currentEdge[1] }, graph.directed), 'current');
    return {
      vertices,
      edges,
      dist: null,
      parent: new Map(),
      frontier: new Map(),
      order: [...frame.visited],
      unionFind: null,
      totalWeight: null,
    };
  }, [frame, graph]);
  const sceneModel = useMemo(
    () => ({ graph, positions, vertexStates: model.vertices, edgeStates: model.edges, dist: null }),
    [graph, positions, model],
  );
  return (
    <GraphFigure
      label="Your bfs on the graph"
      mirrorLabel="Your bfs"
      graph={graph}
      positions={positions}
      model={model}
      notes={false}
      narration={narration}
    >
      <SceneCanvas height={graphSceneHeight} scene={{ name: 'graph', props: { model: sceneModel } }} />
    </GraphFigure>
  );
}
