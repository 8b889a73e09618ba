import { useMemo, useState, type ReactNode } from 'react';
import { usePlayNextRun } from '../usePlayNextRun';
import { useSearch } from 'wouter';
import { graphSceneHeight } from '@scenes/graph/layout';
import { SceneCanvas } from '@scenes/catalog/SceneCanvas';
import type { GraphRunModel } from '@/core/algorithms/graph/types';
import {
  addEdge,
  addVertex,
  decodeGraph,
  graphLinkNotice,
  graphPreset,
  isGraphPresetId,
  moveVertex,
  removeEdge,
  removeVertex,
  type Graph,
  type GraphEdit,
  type GraphPresetId,
  type VertexPosition,
} from '@/core/graph';
import {
  describeOperation,
  runGraphOperation,
  storedAdjacency,
  type GraphOperation,
  type GraphOperationRun,
} from '@/core/graph/operations';
import { newSeed } from '@/core/random';
import { SPEED_DEFAULT, type PlayerState } from '@/core/player/player';
import { decodeOperationLink, encodeOperationLink } from '@/core/graph/operationLink';
import { Card } from '@/ui/Card';
import { useShortcuts } from '@/player-ui/useShortcuts';
import { playbackActions } from '@/player-ui/playbackActions';
import { STRUCTURE_PRACTICE_HINT } from '@/player-ui/practice/PracticePanel';
import { usePractice } from '@/player-ui/practice/usePractice';
import { practiceQuestions, narratedSteps } from '@/core/practice/questions';
import { useStepPlayer } from '@/player-ui/useStepPlayer';
import { LazyCodePanel } from '@/player-ui/LazyCodePanel';
import { StructurePageLayout } from '@/player-ui/StructurePageLayout';
import {
  NARRATION_CALLOUT,
  StepBadge,
  StructureWorkspace,
  type StructurePlayback,
} from '@/player-ui/structure/StructureWorkspace';
import { useCodeBeside } from '@/player-ui/VisualizerViews';
import { EdgeListEditor } from '@/player-ui/graph/EdgeListEditor';
import { GraphEditorSurface, type EditMode } from '@/player-ui/graph/GraphEditorSurface';
import { PointerModeBar } from '@/player-ui/graph/GraphEditTools';
import { GraphLegend, HiddenWeightsNote } from '@/player-ui/graph/GraphLegend';
import { GraphFigure } from '@/player-ui/graph/GraphFigure';
import { GraphPicker } from '@/player-ui/graph/GraphSetup';
import { useGraphLayout } from '@/player-ui/graph/useGraphLayout';
import { AdjacencyListView, AdjacencyMatrixView } from './AdjacencyViews';
import { GraphOperationsPanel } from './GraphOperationsPanel';
import { GraphsInformation } from './GraphsInformation';
import { useStableCommands } from '@/ui/useStableCommands';

// The graph class's listing loads when it is first shown.
const graphClassListing = () =>
  import('@/core/graph/operationListings').then((module) => module.GRAPH_OPERATION_LISTINGS);

const DEFAULT_PRESET: GraphPresetId = 'textbook';

/** What the page's colours mean during an operation. */
const LEGEND = [
  { label: 'The vertex operated on', colour: 'var(--scene-active)' },
  { label: 'The other end', colour: 'var(--scene-compare)' },
  { label: 'Found neighbour or list', colour: 'var(--scene-range)' },
] as const;

/** The graph a link names (`?graph=`, or `?preset=`), else the textbook example. */
function initialGraph(search: string): { graph: Graph; preset: GraphPresetId | null } {
  const params = new URLSearchParams(search);
  const preset = params.get('preset');
  const presetId = preset !== null && isGraphPresetId(preset) ? preset : null;
  const decoded = decodeGraph(params.get('graph') ?? '');
  if (decoded) return { graph: decoded, preset: presetId };
  return { graph: graphPreset(presetId ?? DEFAULT_PRESET), preset: presetId ?? DEFAULT_PRESET };
}

/** The places of the vertices of both the graph before and after an operation (a removed vertex keeps its place until it goes). */
function usePositions(graph: Graph, before: Graph | null) {
  const after = useGraphLayout(graph);
  const earlier = useGraphLayout(before ?? graph);
  return useMemo(() => ({ ...earlier, ...after }), [earlier, after]);
}

function StepIndicator({ index, total }: { index: number; total: number }) {
  const running = total > 0 && index > 0;
  return (
    <StepBadge running={running} step={running ? index : 0}>
      {running ? `Step ${index} of ${total}` : 'Ready'}
    </StepBadge>
  );
}

function VisualizationTab({
  graph,
  preset,
  run,
  onGraph,
  onRun,
  state,
  playback,
  codeBeside,
  code,
  shortcutTargets,
}: {
  graph: Graph;
  preset: GraphPresetId | null;
  run: GraphOperationRun | null;
  onGraph: (graph: Graph, preset: GraphPresetId | null) => void;
  onRun: (operation: GraphOperation) => string | null;
  state: PlayerState;
  /** The player's controls, all but the share link, which follows the drawing. */
  playback: Omit<StructurePlayback, 'shareQuery'>;
  codeBeside: boolean;
  code: (lineId: string | null) => ReactNode;
  shortcutTargets: object;
}) {
  const [editError, setEditError] = useState<string | null>(null);
  const [operationError, setOperationError] = useState<string | null>(null);
  const [editMode, setEditMode] = useState<EditMode>('add');
  const running = state.status === 'running';
  const index = state.index;
  const positions = usePositions(graph, run?.before ?? null);

  const step = run && index > 0 ? run.steps[index - 1] : undefined;
  const shownGraph = step?.graph ?? run?.before ?? graph;
  const adjacency = useMemo(() => step?.adjacency ?? storedAdjacency(shownGraph), [step, shownGraph]);
  // One array while the lists stay the same, so the views' memoised rows skip a step that changes none.
  const listedVertices = useMemo(() => [...adjacency.keys()], [adjacency]);
  const model: GraphRunModel = useMemo(
    () => ({
      vertices: new Map(step?.vertices),
      edges: new Map(step?.edges),
      dist: null,
      parent: new Map(),
      frontier: new Map(),
      order: [],
      unionFind: null,
      totalWeight: null,
    }),
    [step],
  );
  const sceneModel = useMemo(
    () => ({
      graph: shownGraph,
      positions,
      vertexStates: model.vertices,
      edgeStates: model.edges,
      dist: null,
    }),
    [shownGraph, positions, model],
  );
  const narration = step
    ? step.message
    : run
      ? `Ready: ${describeOperation(run.operation, graph.directed)}`
      : `${graph.directed ? 'Directed' : 'Undirected'}${graph.weighted ? ' weighted' : ''} graph: pick an operation and run it, or draw on the canvas`;

  // Edits start from the drawing as shown, so placing or moving one vertex never moves the others.
  const drawn: Graph = { ...graph, positions };
  const applyEdit = (result: GraphEdit) => {
    if ('error' in result) setEditError(result.error);
    else {
      setEditError(null);
      onGraph(result.graph, null);
    }
  };
  const pointerEdits = {
    addVertex: (at: VertexPosition) => applyEdit(addVertex(drawn, undefined, at)),
    addEdge: (from: string, to: string) => applyEdit(addEdge(drawn, from, to, 1)),
    moveVertex: (vertex: string, at: VertexPosition) => applyEdit(moveVertex(drawn, vertex, at)),
    deleteVertex: (vertex: string) => applyEdit(removeVertex(drawn, vertex)),
    deleteEdge: (from: string, to: string) => applyEdit(removeEdge(drawn, from, to)),
  };
  const keepDrawing = (next: Graph): Graph => ({
    ...next,
    positions: Object.fromEntries(
      next.vertices.flatMap((v) => (positions[v] ? [[v, positions[v]] as const] : [])),
    ),
  });
  // One identity each, so the memoised panels beside the drawing skip the re-render of every step.
  const commands = useStableCommands({
    runOperation: (operation: GraphOperation) => {
      setEditError(null);
      setOperationError(onRun(operation));
    },
    choosePreset: (next: GraphPresetId) => onGraph(graphPreset(next, newSeed()), next),
    replaceGraph: (next: Graph) => onGraph(next, null),
    applyEdgeList: (next: Graph) => onGraph(keepDrawing(next), null),
  });
  // The link reopens the run at this step on the graph it started from, or the drawing alone.
  const shareQuery = () =>
    run
      ? encodeOperationLink({ ...run.before, positions }, run.operation, index)
      : encodeOperationLink(drawn, null, 0);
  const lineId = run && index > 0 ? (run.steps[index - 1]?.line ?? null) : null;

  return (
    <div className="space-y-6">
      <StructureWorkspace
        title="Graph"
        badge={<StepIndicator index={index} total={run?.steps.length ?? 0} />}
        operations={
          <GraphOperationsPanel
            graph={graph}
            disabled={running}
            error={operationError}
            onRun={commands.runOperation}
          />
        }
        playback={{ ...playback, shareQuery }}
        codeBeside={codeBeside}
        codeLabel="Graph class code"
        code={codeBeside ? code(lineId) : null}
        shortcutTargets={shortcutTargets}
      >
        <div className="flex flex-wrap gap-4">
          <GraphPicker
            graph={graph}
            preset={preset}
            disabled={running}
            onPreset={commands.choosePreset}
            onGraph={commands.replaceGraph}
            onRefused={setEditError}
          />
        </div>
        <PointerModeBar mode={editMode} onMode={setEditMode} disabled={running} />
        {editError !== null ? (
          <p role="alert" className="text-sm text-danger" data-testid="edit-error">
            {editError}
          </p>
        ) : null}
        <GraphFigure
          label={`Graph of ${shownGraph.vertices.length} vertices and ${shownGraph.edges.length} edges`}
          mirrorLabel="Graph"
          graph={shownGraph}
          positions={positions}
          model={model}
          notes={false}
          narration={narration}
          className={NARRATION_CALLOUT}
        >
          <GraphEditorSurface
            graph={shownGraph}
            positions={positions}
            mode={editMode}
            edit={pointerEdits}
            notes={false}
            disabled={running || (run !== null && index < run.steps.length)}
          >
            <SceneCanvas height={graphSceneHeight} scene={{ name: 'graph', props: { model: sceneModel } }} />
          </GraphEditorSurface>
        </GraphFigure>
        <GraphLegend entries={LEGEND} />
        <HiddenWeightsNote graph={shownGraph} />
        {step?.result ? (
          <p className="rounded-lg bg-success-soft px-3 py-2 font-medium" data-testid="operation-result">
            {step.result}
          </p>
        ) : null}
      </StructureWorkspace>
      <div className="grid gap-6 xl:grid-cols-2">
        <Card className="min-w-0">
          <h2 className="mb-3 text-lg font-semibold">Adjacency list</h2>
          <AdjacencyListView
            vertices={listedVertices}
            adjacency={adjacency}
            focus={step?.focus ?? null}
            weighted={graph.weighted}
          />
        </Card>
        <Card className="min-w-0">
          <h2 className="mb-3 text-lg font-semibold">Adjacency matrix</h2>
          <AdjacencyMatrixView
            graph={shownGraph}
            vertices={listedVertices}
            adjacency={adjacency}
            focus={step?.focus ?? null}
          />
        </Card>
      </div>
      <Card className="min-w-0">
        <h2 className="mb-3 text-lg font-semibold">Edge list</h2>
        <EdgeListEditor graph={graph} onGraph={commands.applyEdgeList} disabled={running} />
      </Card>
    </div>
  );
}

/** The page as a link opens it: its graph, and the run it names opened at its step. */
function openedFrom(search: string) {
  const { graph, preset } = initialGraph(search);
  const named = decodeOperationLink(search);
  const start = { ...graph };
  const outcome = named ? runGraphOperation(start, named.operation) : null;
  if (named === null || outcome === null || 'error' in outcome) return { graph, preset, run: null, step: 0 };
  // A query (neighbours, degree, has edge) leaves the graph as it was, preset and all.
  const unchanged = outcome.run.after === start;
  return {
    graph: unchanged ? graph : outcome.run.after,
    preset: unchanged ? preset : null,
    run: outcome.run,
    step: Math.min(named.step, outcome.run.steps.length),
  };
}

/**
 * The Graphs page: build a graph by pointer, form or edge list, and watch each operation work on its
 * adjacency lists, with the list and matrix views kept in step with the drawing. The same layout and
 * step player as the other data-structure pages.
 */
export default function GraphsPage() {
  const search = useSearch();
  const [opened] = useState(() => openedFrom(search));
  const [linkNotice, setLinkNotice] = useState(() => graphLinkNotice(search));
  const [graph, setGraph] = useState(opened.graph);
  const [preset, setPreset] = useState(opened.preset);
  const [run, setRun] = useState<GraphOperationRun | null>(opened.run);
  const [startStep, setStartStep] = useState(opened.step);
  const [speed, setSpeed] = useState(SPEED_DEFAULT);
  const stepCount = run?.steps.length ?? 0;
  const [playsAtOnce, playNextRun] = usePlayNextRun();
  const { state, player } = useStepPlayer(run, stepCount, startStep, speed, playsAtOnce);
  const codeBeside = useCodeBeside();

  const { practice, actions } = usePractice({
    run: run,
    build: () => (run ? practiceQuestions(narratedSteps(run.steps), `graphs:${run.steps.length}`) : []),
    topic: { id: 'graphs', label: 'Graphs' },
    player,
    actions: playbackActions(player),
  });
  const shortcutTargets = useShortcuts(actions);

  const changeGraph = (next: Graph, nextPreset: GraphPresetId | null) => {
    setLinkNotice(null);
    player.pause();
    setRun(null);
    setStartStep(0);
    setGraph(next);
    setPreset(nextPreset);
  };
  const runOperation = (operation: GraphOperation): string | null => {
    const start = { ...graph };
    const outcome = runGraphOperation(start, operation);
    if ('error' in outcome) return outcome.error;
    playNextRun(true);
    setStartStep(0);
    setRun(outcome.run);
    if (outcome.run.after !== start) {
      setGraph(outcome.run.after);
      setPreset(null);
    }
    return null;
  };
  const code = (lineId: string | null) => (
    <LazyCodePanel
      load={graphClassListing}
      name="Graph (adjacency lists)"
      lineId={lineId}
      beside={codeBeside}
    />
  );

  return (
    <StructurePageLayout
      title="Graphs"
      description="Vertices joined by edges, stored as adjacency lists. Draw a graph, type its edge list or pick a preset, then watch each operation walk the lists."
      viewsLabel="Graphs views"
      codeBeside={codeBeside}
      wide
      linkNotice={linkNotice}
      content={
        <VisualizationTab
          graph={graph}
          preset={preset}
          run={run}
          onGraph={changeGraph}
          onRun={runOperation}
          state={state}
          playback={{
            practice,
            practiceHint: STRUCTURE_PRACTICE_HINT,
            state,
            stepCount,
            actions,
            speed,
            onSpeedChange: setSpeed,
          }}
          codeBeside={codeBeside}
          code={code}
          shortcutTargets={shortcutTargets}
        />
      }
      code={code(run && state.index > 0 ? (run.steps[state.index - 1]?.line ?? null) : null)}
      information={<GraphsInformation />}
    />
  );
}
