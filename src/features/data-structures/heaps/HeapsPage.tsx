import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useOperationPlayer } from '../usePlayNextRun';
import { useSearch } from 'wouter';
import { heapNodePlaces, heapSceneHeight, heapSceneWidth } from '@scenes/heap/layout';
import { NodeLinkViewport, useNodeLinkView, ZoomControls } from '@scenes/host/NodeLinkFrame';
import { SceneCanvas } from '@scenes/catalog/SceneCanvas';
import { SceneFigure } from '@scenes/host/SceneFigure';
import {
  decodeHeapRunConfig,
  defaultHeapRun,
  encodeHeapRunConfig,
  finalValues,
  operationRefusal,
  parseHeapValue,
  parseHeapValues,
  traceHeapRun,
  type HeapKind,
  type HeapOperation,
  type HeapRun,
} from '@/core/heap';
import { LazyCodePanel } from '@/player-ui/LazyCodePanel';
import { StructurePageLayout } from '@/player-ui/StructurePageLayout';
import { Stat } from '@/player-ui/Stats';
import { useCodeBeside } from '@/player-ui/VisualizerViews';
import { useShortcuts } from '@/player-ui/useShortcuts';
import { playbackActions } from '@/player-ui/playbackActions';
import { STRUCTURE_PRACTICE_HINT } from '@/player-ui/practice/PracticePanel';
import { usePractice } from '@/player-ui/practice/usePractice';
import { NARRATION_CALLOUT, StepBadge, StructureWorkspace } from '@/player-ui/structure/StructureWorkspace';
import { heapTraceQuestions } from '@/core/practice/heapQuestions';
import { HeapInformation } from './HeapInformation';
import { HeapMirror } from './HeapMirror';
import { HeapOperations } from './HeapOperations';
import { IndexArithmetic } from './IndexArithmetic';
import { useStableCommands } from '@/ui/useStableCommands';

// The listing loads when it is first shown, with the example for the kind of heap on the page.
const heapListing = {
  min: () => import('@/core/heap/listings').then((module) => module.HEAP_LISTINGS.min),
  max: () => import('@/core/heap/listings').then((module) => module.HEAP_LISTINGS.max),
} satisfies Record<HeapKind, unknown>;

const kindName = (kind: HeapKind) => (kind === 'min' ? 'min-heap' : 'max-heap');

const OPERATION_NAMES: Record<HeapOperation, string> = {
  insert: 'Insert',
  extract: 'Extract',
  peek: 'Peek',
  build: 'Build heap',
};

function readyMessage(run: HeapRun): string {
  const size = run.values.length;
  const heap = `a ${kindName(run.kind)} of ${size} element${size === 1 ? '' : 's'}`;
  switch (run.operation) {
    case null:
      return size === 0 ? `Ready: an empty ${kindName(run.kind)}.` : `Ready: ${heap}.`;
    case 'insert':
      return `Ready to insert ${run.value ?? ''} into ${heap}.`;
    case 'build':
      return `Ready to build a ${kindName(run.kind)} from ${size} value${size === 1 ? '' : 's'}.`;
    default:
      return `Ready to ${run.operation} on ${heap}.`;
  }
}

function useHeapVisualization(
  codeBeside: boolean,
  code: (lineId: string | null, kind: HeapKind) => ReactNode,
) {
  const search = useSearch();
  const [run, setRun] = useState(() => decodeHeapRunConfig(search) ?? defaultHeapRun());
  const [speed, setSpeed] = useState(run.speed);
  const [error, setError] = useState<string | null>(null);
  // Each operation is a new run; the scene starts from it in place rather than gliding from the last.
  const [runNumber, setRunNumber] = useState(0);
  const trace = useMemo(
    () => traceHeapRun({ kind: run.kind, values: run.values, operation: run.operation, value: run.value }),
    [run.kind, run.values, run.operation, run.value],
  );
  const { state, player, playNextRun } = useOperationPlayer(trace, run.step, speed);
  const frame = trace.frameAt(state.index);
  const model = frame.model;
  const narration = frame.step?.message ?? readyMessage(run);

  const start = (
    kind: HeapKind,
    values: readonly number[],
    operation: HeapOperation | null,
    value: number | null,
  ) => {
    setError(null);
    playNextRun(operation !== null);
    setRunNumber((n) => n + 1);
    setRun({ kind, values, operation, value, speed, step: 0 });
  };
  /** Every new operation starts from the heap as this run leaves it. */
  const heapNow = () => finalValues(trace);
  const operate = (operation: HeapOperation, value: number | null = null): boolean => {
    const values = heapNow();
    const refusal = operationRefusal(operation, values.length);
    if (refusal !== null) {
      setError(refusal);
      return false;
    }
    start(run.kind, values, operation, value);
    return true;
  };
  const commands = useStableCommands({
    kind: (kind: HeapKind) => {
      if (kind === run.kind) return;
      const values = heapNow();
      // The same elements, rebuilt the other way up.
      start(kind, values, values.length > 1 ? 'build' : null, null);
    },
    insert: (raw: string) => {
      const parsed = parseHeapValue(raw);
      if (!parsed.ok) {
        setError(parsed.message);
        return false;
      }
      return operate('insert', parsed.value);
    },
    extract: () => void operate('extract'),
    peek: () => void operate('peek'),
    build: (raw: string) => {
      const parsed = parseHeapValues(raw);
      if (!parsed.ok) {
        setError(parsed.message);
        return false;
      }
      start(run.kind, parsed.value, 'build', null);
      return true;
    },
  });

  const { practice, actions } = usePractice({
    run: trace,
    build: () => heapTraceQuestions(trace, `heaps:${trace.stepCount}`),
    topic: { id: 'heaps', label: 'Heaps' },
    player,
    actions: playbackActions(player),
  });
  const shortcutTargets = useShortcuts(actions);
  const size = model.values.length;
  // A heap too deep to stay legible in its frame is drawn wider and pans and zooms.
  const frameRef = useRef<HTMLDivElement>(null);
  const view = useNodeLinkView(frameRef, heapSceneWidth(size, 0));
  const root = model.values[0];
  const label = `${kindName(run.kind)} of ${size} elements`;

  const lineId = state.index > 0 ? trace.lineAt(state.index - 1) : null;
  return {
    lineId,
    kind: run.kind,
    content: (
      <StructureWorkspace
        title={`Binary ${kindName(run.kind)}`}
        badge={
          <StepBadge running={run.operation !== null} step={state.index}>
            {run.operation === null
              ? 'Ready'
              : `${OPERATION_NAMES[run.operation]}${run.value === null ? '' : ` ${run.value}`}: step ${state.index} of ${trace.stepCount}`}
          </StepBadge>
        }
        operations={<HeapOperations kind={run.kind} error={error} commands={commands} />}
        playback={{
          practice,
          practiceHint: STRUCTURE_PRACTICE_HINT,
          state,
          stepCount: trace.stepCount,
          actions,
          speed,
          onSpeedChange: setSpeed,
          shareQuery: () => encodeHeapRunConfig({ ...run, speed, step: state.index }),
        }}
        codeBeside={codeBeside}
        codeLabel="Binary heap code"
        code={codeBeside ? code(lineId, run.kind) : null}
        shortcutTargets={shortcutTargets}
      >
        <SceneFigure
          scene="heap"
          label={`Binary ${label}`}
          items={[]}
          mirror={
            <HeapMirror
              model={model}
              label={`Binary ${kindName(run.kind)}`}
              places={heapNodePlaces(size, view.width, view.zoom)}
              origin={view.origin}
              answer={practice.answerTarget}
            />
          }
          narration={narration}
          className={NARRATION_CALLOUT}
          controls={<ZoomControls view={view} label={`Binary ${label}`} />}
        >
          {/* A deep tree keeps its nodes legible on a narrow screen: it is drawn wider, to pan and zoom. */}
          <NodeLinkViewport frameRef={frameRef} view={view}>
            <SceneCanvas
              height={(width) => heapSceneHeight(size, width, view.zoom)}
              scene={{ name: 'heap', props: { model, zoom: view.zoom }, key: runNumber }}
            />
          </NodeLinkViewport>
        </SceneFigure>
        <IndexArithmetic arithmetic={model.arithmetic} />
        <dl className="grid grid-cols-3 gap-2" aria-label="Summary" data-summary>
          <Stat label="Heap Size">{size}</Stat>
          <Stat label={run.kind === 'min' ? 'Minimum' : 'Maximum'}>{root ?? 'empty'}</Stat>
          <Stat label={run.operation === 'peek' ? 'Peeked' : 'Extracted'}>{model.result ?? '–'}</Stat>
        </dl>
      </StructureWorkspace>
    ),
  };
}

/** The Heaps page: the same layout as the other data-structure pages, on the shared step player. */
export default function HeapsPage() {
  const codeBeside = useCodeBeside();
  const code = (lineId: string | null, kind: HeapKind) => (
    <LazyCodePanel load={heapListing[kind]} name="Binary heap" lineId={lineId} beside={codeBeside} />
  );
  const { content, lineId, kind } = useHeapVisualization(codeBeside, code);
  return (
    <StructurePageLayout
      title="Heaps"
      description="A complete binary tree stored in an array, with the smallest (or largest) element always on top. Insert, extract, peek and build one, and watch the tree and its array change together."
      viewsLabel="Heap views"
      codeBeside={codeBeside}
      content={content}
      code={code(lineId, kind)}
      information={<HeapInformation />}
    />
  );
}
