import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useOperationPlayer } from '../usePlayNextRun';
import { useSearch } from 'wouter';
import { NodeLinkViewport, useNodeLinkView, ZoomControls } from '@scenes/host/NodeLinkFrame';
import { SceneCanvas } from '@scenes/catalog/SceneCanvas';
import { SceneFigure } from '@scenes/host/SceneFigure';
import {
  forestCanvasHeight,
  forestGeometry,
  forestMinWidth,
  forestNodePlaces,
} from '@scenes/host/forestLayout';
import { unionFindForest } from '@scenes/union-find/layout';
import {
  decodeUnionFindRunConfig,
  defaultUnionFindRun,
  encodeUnionFindRunConfig,
  finalSets,
  parseElement,
  parseSize,
  rootsOf,
  singletons,
  textbookSets,
  traceUnionFindRun,
  type UnionFindOperation,
  type UnionFindRun,
} from '@/core/union-find';
import { unionFindTraceQuestions } from '@/core/practice/unionFindQuestions';
import { LazyCodePanel } from '@/player-ui/LazyCodePanel';
import { StructurePageLayout } from '@/player-ui/StructurePageLayout';
import { Stat } from '@/player-ui/Stats';
import { useCodeBeside } from '@/player-ui/VisualizerViews';
import { useShortcuts } from '@/player-ui/useShortcuts';
import { playbackActions } from '@/player-ui/playbackActions';
import { STRUCTURE_PRACTICE_HINT } from '@/player-ui/practice/PracticePanel';
import { usePractice } from '@/player-ui/practice/usePractice';
import { NARRATION_CALLOUT, StepBadge, StructureWorkspace } from '@/player-ui/structure/StructureWorkspace';
import { useStableCommands } from '@/ui/useStableCommands';
import { useMediaQuery } from '@/ui/useMediaQuery';
import { ParentArray } from './ParentArray';
import { UnionFindInformation } from './UnionFindInformation';
import { UnionFindMirror } from './UnionFindMirror';
import { UnionFindOperations } from './UnionFindOperations';

// The listing loads when it is first shown.
const unionFindListing = () =>
  import('@/core/union-find/listings').then((module) => module.UNION_FIND_LISTINGS);

function operationName(run: UnionFindRun): string {
  switch (run.operation) {
    case 'find':
      return `find(${run.a ?? ''})`;
    case 'union':
      return `union(${run.a ?? ''}, ${run.b ?? ''})`;
    case 'connected':
      return `connected(${run.a ?? ''}, ${run.b ?? ''})`;
    case null:
      return 'Ready';
  }
}

function readyMessage(run: UnionFindRun): string {
  const size = run.parent.length;
  const sets = rootsOf(run.parent).length;
  const forest = `${size} element${size === 1 ? '' : 's'} in ${sets} set${sets === 1 ? '' : 's'}`;
  return run.operation === null ? `Ready: ${forest}.` : `Ready to run ${operationName(run)} on ${forest}.`;
}

/** Where the Operations panel stands beside the card, the card is wide enough for the array beside the forest. */
const ARRAY_BESIDE_QUERY = '(min-width: 1024px)';

function useUnionFindVisualization(codeBeside: boolean, code: (lineId: string | null) => ReactNode) {
  const search = useSearch();
  const [run, setRun] = useState(() => decodeUnionFindRunConfig(search) ?? defaultUnionFindRun());
  const [speed, setSpeed] = useState(run.speed);
  const [error, setError] = useState<string | null>(null);
  // Each operation is a new run; the scene starts from it in place rather than gliding from the last.
  // Starting over keeps the scene, so the old forest glides into the new one.
  const [runNumber, setRunNumber] = useState(0);
  const trace = useMemo(
    () =>
      traceUnionFindRun({ parent: run.parent, rank: run.rank, operation: run.operation, a: run.a, b: run.b }),
    [run.parent, run.rank, run.operation, run.a, run.b],
  );
  const geometry = useMemo(
    () =>
      forestGeometry([trace.frameAt(0).model, ...trace.steps.map((step) => step.model)].map(unionFindForest)),
    [trace],
  );
  const { state, player, playNextRun } = useOperationPlayer(trace, run.step, speed);
  const frame = trace.frameAt(state.index);
  const model = frame.model;
  const narration = frame.step?.message ?? readyMessage(run);

  const start = (
    sets: { parent: readonly number[]; rank: readonly number[] },
    operation: UnionFindOperation | null,
    a: number | null,
    b: number | null,
    glide = false,
  ) => {
    setError(null);
    playNextRun(operation !== null);
    if (!glide) setRunNumber((n) => n + 1);
    setRun({ parent: sets.parent, rank: sets.rank, operation, a, b, speed, step: 0 });
  };
  /** Every new operation starts from the sets as this run leaves them. */
  const operate = (operation: UnionFindOperation, rawA: string, rawB: string | null) => {
    const sets = finalSets(trace);
    const size = sets.parent.length;
    const a = parseElement(rawA, size, rawB === null ? 'an element' : 'the first element');
    if (!a.ok) return setError(a.message);
    if (rawB === null) return start(sets, operation, a.value, null);
    const b = parseElement(rawB, size, 'the second element');
    if (!b.ok) return setError(b.message);
    start(sets, operation, a.value, b.value);
  };
  const commands = useStableCommands({
    find: (raw: string) => operate('find', raw, null),
    union: (a: string, b: string) => operate('union', a, b),
    connected: (a: string, b: string) => operate('connected', a, b),
    makeSets: (raw: string) => {
      const parsed = parseSize(raw);
      if (!parsed.ok) {
        setError(parsed.message);
        return false;
      }
      start(singletons(parsed.value), null, null, null, true);
      return true;
    },
    textbook: () => start(textbookSets(), null, null, null, true),
  });

  const { practice, actions } = usePractice({
    run: trace,
    build: () => unionFindTraceQuestions(trace, `union-find:${trace.stepCount}`),
    topic: { id: 'union-find', label: 'Union-Find' },
    player,
    actions: playbackActions(player),
  });
  const shortcutTargets = useShortcuts(actions);
  const arrayBeside = useMediaQuery(ARRAY_BESIDE_QUERY);
  const frameRef = useRef<HTMLDivElement>(null);
  const view = useNodeLinkView(frameRef, forestMinWidth(geometry));
  const nodes = useMemo(() => unionFindForest(model), [model]);
  const places = useMemo(
    () => forestNodePlaces(nodes, geometry, view.width, view.zoom),
    [nodes, geometry, view.width, view.zoom],
  );
  const size = model.parent.length;
  const sets = rootsOf(model.parent).length;
  const label = `Union-find forest of ${size} elements in ${sets} sets`;
  const counts = frame.counts;

  const lineId = state.index > 0 ? trace.lineAt(state.index - 1) : null;
  return {
    lineId,
    content: (
      <StructureWorkspace
        title="Disjoint sets"
        badge={
          <StepBadge running={run.operation !== null} step={state.index}>
            {run.operation === null
              ? 'Ready'
              : `${operationName(run)}: step ${state.index} of ${trace.stepCount}`}
          </StepBadge>
        }
        operations={<UnionFindOperations size={size} error={error} commands={commands} />}
        playback={{
          practice,
          practiceHint: STRUCTURE_PRACTICE_HINT,
          state,
          stepCount: trace.stepCount,
          actions,
          speed,
          onSpeedChange: setSpeed,
          shareQuery: () => encodeUnionFindRunConfig({ ...run, speed, step: state.index }),
        }}
        codeBeside={codeBeside}
        codeLabel="Union-find code"
        code={codeBeside ? code(lineId) : null}
        shortcutTargets={shortcutTargets}
      >
        <div
          className={arrayBeside ? 'grid grid-cols-[minmax(0,1fr)_auto] items-start gap-4' : 'space-y-4'}
          data-testid="forest-and-array"
        >
          <SceneFigure
            scene="union-find"
            label={label}
            items={[]}
            mirror={
              <UnionFindMirror
                model={model}
                label="Union-find forest"
                places={places}
                origin={view.origin}
                answer={practice.answerTarget}
              />
            }
            narration={narration}
            className={`min-w-0 ${NARRATION_CALLOUT}`}
            controls={<ZoomControls view={view} label={label} />}
          >
            <NodeLinkViewport frameRef={frameRef} view={view}>
              <SceneCanvas
                height={(width) => forestCanvasHeight(geometry, width, view.zoom)}
                scene={{ name: 'union-find', props: { model, geometry, zoom: view.zoom }, key: runNumber }}
              />
            </NodeLinkViewport>
          </SceneFigure>
          <ParentArray model={model} beside={arrayBeside} />
        </div>
        {model.result !== null ? (
          <p className="rounded-xl border border-border px-3 py-2 text-sm" data-testid="union-find-answer">
            <span className="font-medium text-muted">Answer: </span>
            <output data-result className="font-mono font-semibold">
              {model.result}
            </output>
          </p>
        ) : null}
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Summary" data-summary>
          <Stat label="Sets">{sets}</Stat>
          <Stat label="Find calls">{counts.finds ?? 0}</Stat>
          <Stat label="Parent hops">{counts.hops ?? 0}</Stat>
          <Stat label="Pointers compressed">{counts.compressed ?? 0}</Stat>
        </dl>
      </StructureWorkspace>
    ),
  };
}

/** The Union-Find page: the same layout as the other data-structure pages, on the shared step player. */
export default function UnionFindPage() {
  const codeBeside = useCodeBeside();
  const code = (lineId: string | null) => (
    <LazyCodePanel load={unionFindListing} name="Union-find" lineId={lineId} beside={codeBeside} />
  );
  const { content, lineId } = useUnionFindVisualization(codeBeside, code);
  return (
    <StructurePageLayout
      title="Union-Find"
      description="Disjoint sets kept as trees of parent pointers. Union by rank keeps the trees flat and find compresses every path it walks: watch the forest and its parent array change together."
      viewsLabel="Union-find views"
      codeBeside={codeBeside}
      content={content}
      code={code(lineId)}
      information={<UnionFindInformation />}
    />
  );
}
