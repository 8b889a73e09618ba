import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import { graphSceneHeight } from '@scenes/graph/layout';
import { SceneCanvas } from '@scenes/catalog/SceneCanvas';
import type { GraphAlgorithmId } from '@/core/algorithms/catalog';
import { GRAPH_ALGORITHMS } from '@/core/algorithms/graph/registry';
import type { GridAlgorithmId } from '@/core/algorithms/graph/grid/runConfig';
import { encodeGraphRunConfig, type GraphRunConfig } from '@/core/algorithms/graph/runConfig';
import { topologicalPlaces } from '@/core/algorithms/graph/model';
import { topologicalFixes, type TopologicalFix } from '@/core/algorithms/graph/directedCycle';
import { GRAPH_FAMILY_CHOICES, runsOnGrid } from './familyChoices';
import { MatrixFigure } from './MatrixFigure';
import type { GraphAlgorithm, GraphRunModel } from '@/core/algorithms/graph/types';
import {
  addEdge,
  addVertex,
  graphPreset,
  moveVertex,
  removeEdge,
  removeVertex,
  type Graph,
  type GraphEdit,
  type GraphPresetId,
  type VertexPosition,
} from '@/core/graph';
import { newSeed } from '@/core/random';
import { Button } from '@/ui/Button';
import { listingLoader } from '@/player-ui/listingLoader';
import { TracePlayerCard, type FrameProps, type TraceRun } from '@/player-ui/TracePlayerCard';
import { graphTraceQuestions } from '@/core/practice/graphQuestions';
import { GraphLegend, HiddenWeightsNote } from '@/player-ui/graph/GraphLegend';
import { MATRIX_COLOUR_KEY } from '@/player-ui/graph/matrixColourKey';
import { ColourKey } from '@/player-ui/ColourKey';
import { GraphFigure } from '@/player-ui/graph/GraphFigure';
import { useGraphLayout } from '@/player-ui/graph/useGraphLayout';
import { useNearViewport } from '@/player-ui/graph/useNearViewport';
import { GraphPanels } from './GraphPanels';
import { GraphPicker } from '@/player-ui/graph/GraphSetup';
import { GraphEditorSurface, type EditMode } from '@/player-ui/graph/GraphEditorSurface';
import { PointerModeBar } from '@/player-ui/graph/GraphEditTools';
import { useStableCommands } from '@/ui/useStableCommands';

// The edge list and edit forms sit below the player: they load when they come near the screen.
const GraphBuilder = lazy(() => import('@/player-ui/graph/GraphBuilder'));
const graphListing = listingLoader((algorithm: GraphAlgorithmId) =>
  import('@/core/algorithms/graph/listings').then((module) => module.GRAPH_LISTINGS[algorithm]),
);

const selectClass = 'h-9 rounded-lg border border-border bg-surface px-2 disabled:opacity-50';

type RunSetup = Omit<GraphRunConfig, 'speed'>;

const graphAlgorithm = (id: GraphAlgorithmId): GraphAlgorithm => GRAPH_ALGORITHMS[id];

/** The source to keep when the graph or algorithm changes: the chosen one if it is still there. */
function keptVertex(graph: Graph, vertex: string | null, fallback: string | null): string | null {
  return vertex !== null && graph.vertices.includes(vertex) ? vertex : fallback;
}

/** A typed graph keeps the places of the vertices it shares with the drawing; new ones are laid out. */
function keepDrawing(next: Graph, drawing: Readonly<Record<string, VertexPosition>>): Graph {
  const positions: Record<string, VertexPosition> = {};
  for (const vertex of next.vertices) {
    const at = drawing[vertex];
    if (at) positions[vertex] = at;
  }
  return { ...next, positions };
}

/** The model before any step: every vertex and edge plain. */
const EMPTY_MODEL: GraphRunModel = {
  vertices: new Map(),
  edges: new Map(),
  dist: null,
  parent: new Map(),
  frontier: new Map(),
  order: [],
  unionFind: null,
  totalWeight: null,
};

/** The graph algorithms' player: pick an algorithm and a graph, then step through the run. */
export function GraphAlgorithmVisualizer({
  initial,
  id,
  onChooseGrid,
}: {
  initial: GraphRunConfig;
  id?: string;
  /** Switches the page to an algorithm that runs on a grid (A* search). */
  onChooseGrid: (algorithm: GridAlgorithmId) => void;
}) {
  const [setup, setSetup] = useState<RunSetup>(() => {
    const { speed: _speed, ...rest } = initial;
    return rest;
  });
  const [speed, setSpeed] = useState(initial.speed);
  const { algorithm, graph, source, target } = setup;
  const info = graphAlgorithm(algorithm);
  const problem = info.validate(graph, { source, target });
  const trace = useMemo(
    () => (problem === null ? info.trace(graph, { source, target }) : null),
    [info, graph, source, target, problem],
  );
  const positions = useGraphLayout(graph);
  const run = useMemo(
    (): TraceRun | null =>
      trace && {
        trace,
        ready: `Ready: ${info.name}${info.needsSource && source !== null ? ` from ${source}` : ''} on ${graph.vertices.length} vertices`,
        questions: () => graphTraceQuestions(info, trace, `${info.id}:${trace.stepCount}`),
        listing: graphListing(algorithm),
        answer: info.answer && (() => info.answer?.(trace.frameAt(trace.stepCount).model, graph) ?? ''),
      },
    [trace, info, algorithm, source, graph],
  );

  const restart = (changes: Partial<RunSetup>) =>
    setSetup((current) => ({ ...current, step: 0, ...changes }));
  const [editError, setEditError] = useState<string | null>(null);
  // The canvas opens on Move: one stray tap never changes the graph (and so never ends a finished run).
  const [editMode, setEditMode] = useState<EditMode>('move');
  const chooseGraph = (next: Graph, preset: GraphPresetId | null) => {
    setEditError(null);
    restart({
      graph: next,
      preset,
      source: keptVertex(next, source, next.vertices[0] ?? null),
      target: keptVertex(next, target, null),
    });
  };
  // Edits start from the drawing as shown, so placing or moving one vertex never moves the others.
  const drawn: Graph = { ...graph, positions };
  const applyEdit = (result: GraphEdit) => {
    if ('error' in result) setEditError(result.error);
    else chooseGraph(result.graph, null);
  };
  const pointerEdits = {
    addVertex: (at: { x: number; y: number }) => applyEdit(addVertex(drawn, undefined, at)),
    addEdge: (from: string, to: string) => applyEdit(addEdge(drawn, from, to, 1)),
    moveVertex: (vertex: string, at: { x: number; y: number }) => applyEdit(moveVertex(drawn, vertex, at)),
    deleteVertex: (vertex: string) => applyEdit(removeVertex(drawn, vertex)),
    deleteEdge: (from: string, to: string) => applyEdit(removeEdge(drawn, from, to)),
  };
  const formEdits = {
    addVertex: () => applyEdit(addVertex(drawn)),
    addEdge: (from: string, to: string, weight: number) => applyEdit(addEdge(drawn, from, to, weight)),
    removeVertex: (vertex: string) => applyEdit(removeVertex(drawn, vertex)),
    removeEdge: (from: string, to: string) => applyEdit(removeEdge(drawn, from, to)),
  };

  // The picker's and the builder's callbacks keep their identity across steps (both are memoised) and
  // call the latest edits.
  const graphCommands = useStableCommands({
    choosePreset: (preset: GraphPresetId) => chooseGraph(graphPreset(preset, newSeed()), preset),
    replaceGraph: (next: Graph) => chooseGraph(next, null),
    typeEdgeList: (next: Graph) => chooseGraph(keepDrawing(next, positions), null),
  });
  const builderCommands = useStableCommands(formEdits);

  // A topological sort refused for an undirected graph offers the fix in one click.
  const sorts = info.result === 'topological order' || info.result === 'finishing order';
  const fixes = problem !== null && sorts ? topologicalFixes(graph) : [];
  const applyFix = (fix: TopologicalFix) => {
    if (fix.kind === 'make-directed') chooseGraph(fix.graph, null);
    else graphCommands.choosePreset(fix.preset);
  };
  const problemActions =
    fixes.length === 0
      ? null
      : fixes.map((fix) => (
          <Button key={fix.kind} size="sm" variant="outline" onClick={() => applyFix(fix)}>
            {fix.kind === 'make-directed' ? 'Make it directed' : 'Load the Course prerequisites preset'}
          </Button>
        ));

  const cardId = useId();
  const buildSection = useRef<HTMLElement>(null);
  const [builderWanted, setBuilderWanted] = useNearViewport(buildSection);
  // The picture and the panels read the same frame: build it once (a large matrix costs a replay).
  const lastFrame = useRef<{ trace: typeof trace; index: number; model: GraphRunModel } | null>(null);
  const modelAt = (index: number) => {
    const last = lastFrame.current;
    if (last && last.trace === trace && last.index === index) return last.model;
    const model = trace?.frameAt(index).model ?? EMPTY_MODEL;
    lastFrame.current = { trace, index, model };
    return model;
  };
  const input = (running: boolean) => (
    <>
      <div className="flex flex-wrap gap-4">
        <GraphPicker
          graph={graph}
          preset={setup.preset}
          disabled={running}
          onPreset={graphCommands.choosePreset}
          onGraph={graphCommands.replaceGraph}
          onRefused={setEditError}
        />
        {info.needsSource ? (
          <label className="flex min-w-32 flex-col gap-2 text-sm font-medium">
            Source
            <select
              aria-label="Source"
              className={selectClass}
              value={source ?? ''}
              disabled={running}
              onChange={(event) => restart({ source: event.target.value || null })}
            >
              {graph.vertices.map((vertex) => (
                <option key={vertex} value={vertex}>
                  {vertex}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        {info.acceptsTarget ? (
          <label className="flex min-w-32 flex-col gap-2 text-sm font-medium">
            Target
            <select
              aria-label="Target"
              className={selectClass}
              value={target ?? ''}
              disabled={running}
              onChange={(event) => restart({ target: event.target.value || null })}
            >
              <option value="">None</option>
              {graph.vertices.map((vertex) => (
                <option key={vertex} value={vertex}>
                  {vertex}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      <PointerModeBar mode={editMode} onMode={setEditMode} disabled={running} />
      {editError !== null ? (
        <p role="alert" className="text-sm text-danger" data-testid="edit-error">
          {editError}
        </p>
      ) : null}
    </>
  );

  const picture = ({ index, narration, running, answerTarget }: FrameProps) => {
    const model = modelAt(index);
    const drawing = (
      <>
        <GraphFigure
          label={`${info.name} on a graph of ${graph.vertices.length} vertices`}
          mirrorLabel={info.name}
          graph={graph}
          positions={positions}
          model={model}
          notes={model.dist !== null}
          answer={answerTarget}
          order={topologicalPlaces(info, model, graph.vertices.length)}
          narration={narration}
        >
          <GraphEditorSurface
            graph={graph}
            positions={positions}
            mode={editMode}
            edit={pointerEdits}
            notes={model.dist !== null}
            disabled={running}
          >
            <GraphScene graph={graph} positions={positions} model={model} />
          </GraphEditorSurface>
        </GraphFigure>
        {/* Floyd-Warshall's key is the matrix's, under the matrix. */}
        {model.matrix ? null : <GraphLegend />}
        <HiddenWeightsNote graph={graph} />
      </>
    );
    if (!model.matrix) return drawing;
    // Where the picture is wide enough, the distance matrix sits beside the graph rather than under it,
    // so both stay in view above the media bar while the run plays.
    return (
      <div className="@container">
        <div className="grid items-start gap-4 @min-[36rem]:grid-cols-2">
          <div className="min-w-0">{drawing}</div>
          <div className="min-w-0 space-y-2">
            <MatrixFigure matrix={model.matrix} />
            <ColourKey entries={MATRIX_COLOUR_KEY} />
          </div>
        </div>
      </div>
    );
  };

  const footer = (running: boolean) => (
    <section
      ref={buildSection}
      aria-labelledby={`${cardId}-build`}
      className="space-y-4 border-t border-border pt-4"
    >
      <h3 id={`${cardId}-build`} className="text-lg font-semibold">
        Build the graph
      </h3>
      {builderWanted ? (
        <Suspense fallback={<p className="text-sm text-muted">Loading the graph tools…</p>}>
          <GraphBuilder
            graph={graph}
            onGraph={graphCommands.typeEdgeList}
            commands={builderCommands}
            disabled={running}
          />
        </Suspense>
      ) : (
        <Button variant="outline" size="sm" onClick={() => setBuilderWanted()}>
          Show the edge list and edit forms
        </Button>
      )}
    </section>
  );

  return (
    <TracePlayerCard
      id={id}
      info={info}
      choices={GRAPH_FAMILY_CHOICES}
      onChoose={(choice) => {
        if (runsOnGrid(choice)) onChooseGrid(choice);
        else restart({ algorithm: choice as GraphAlgorithmId });
      }}
      run={run}
      keepsLastRun={false}
      startStep={setup.step}
      speed={speed}
      onSpeedChange={setSpeed}
      input={input}
      problem={problem}
      problemActions={problemActions}
      keepsPlayer
      testIdPrefix="graph"
      picture={(frame) => picture(frame)}
      counters={info.counters}
      belowControls={(index) => (
        <GraphPanels algorithm={info} model={modelAt(index)} vertices={graph.vertices} />
      )}
      link={(step) => encodeGraphRunConfig({ ...setup, speed, step })}
      footer={footer}
    />
  );
}

/** The graph scene of one frame; its model object changes only when the frame or the drawing does. */
function GraphScene({
  graph,
  positions,
  model,
}: {
  graph: Graph;
  positions: Readonly<Record<string, VertexPosition>>;
  model: GraphRunModel;
}) {
  const sceneModel = useMemo(
    () => ({ graph, positions, vertexStates: model.vertices, edgeStates: model.edges, dist: model.dist }),
    [graph, positions, model],
  );
  return <SceneCanvas height={graphSceneHeight} scene={{ name: 'graph', props: { model: sceneModel } }} />;
}
