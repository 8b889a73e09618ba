import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import { segmentSceneHeight } from '@scenes/segment-tree/layout';
import { SceneCanvas } from '@scenes/host/SceneCanvas';
import { SceneFigure } from '@scenes/host/SceneFigure';
import { traceFenwickRun, type FenwickTrace } from '@/core/fenwick';
import { formatCount } from '@/core/formatCount';
import { fenwickTraceQuestions, segmentTraceQuestions } from '@/core/practice/segmentTreeQuestions';
import {
  decodeRangeRunConfig,
  defaultRangeRun,
  encodeRangeRunConfig,
  parseRange,
  parseRangeValues,
  parseUpdate,
  traceSegmentRun,
  type RangeRun,
  type RangeTree,
  type SegmentOperation,
  type SegmentTrace,
} from '@/core/segment-tree';
import { LazyCodePanel } from '@/player-ui/LazyCodePanel';
import { StructurePageLayout } from '@/player-ui/StructurePageLayout';
import { Stat } from '@/player-ui/Stats';
import { useCodeBeside } from '@/player-ui/VisualizerViews';
import { useShortcuts } from '@/player-ui/useShortcuts';
import { playbackActions } from '@/player-ui/playbackActions';
import { STRUCTURE_PRACTICE_HINT } from '@/player-ui/practice/PracticePanel';
import { usePractice } from '@/player-ui/practice/usePractice';
import { NARRATION_CALLOUT, StepBadge, StructureWorkspace } from '@/player-ui/structure/StructureWorkspace';
import { useStepPlayer } from '@/player-ui/useStepPlayer';
import { RangeOperations, TREE_NAMES } from './RangeOperations';
import { SegmentTreeInformation } from './SegmentTreeInformation';
import { FenwickMirror, SegmentTreeMirror } from './SegmentTreeMirror';

// The listing loads when it is first shown, for the tree on the page.
const rangeListing = {
  sum: () => import('@/core/segment-tree/listings').then((module) => module.RANGE_LISTINGS.sum),
  min: () => import('@/core/segment-tree/listings').then((module) => module.RANGE_LISTINGS.min),
  fenwick: () => import('@/core/segment-tree/listings').then((module) => module.RANGE_LISTINGS.fenwick),
} satisfies Record<RangeTree, unknown>;

const OPERATION_NAMES: Record<SegmentOperation, string> = {
  build: 'Build',
  query: 'Query',
  update: 'Update',
};

type RangeTrace = { tree: 'fenwick'; trace: FenwickTrace } | { tree: 'sum' | 'min'; trace: SegmentTrace };

function traceRange(run: RangeRun): RangeTrace {
  const { values, operation, left, right, index, value } = run;
  if (run.tree === 'fenwick') {
    return { tree: 'fenwick', trace: traceFenwickRun({ values, operation, left, right, index, value }) };
  }
  return {
    tree: run.tree,
    trace: traceSegmentRun({ kind: run.tree, values, operation, left, right, index, value }),
  };
}

function operationLabel(run: RangeRun): string {
  switch (run.operation) {
    case null:
      return 'Ready';
    case 'build':
      return 'Build';
    case 'query':
      return `Query [${run.left ?? ''}, ${run.right ?? ''}]`;
    case 'update':
      return `Update index ${run.index ?? ''} to ${run.value ?? ''}`;
  }
}

function readyMessage(run: RangeRun): string {
  const n = run.values.length;
  const tree = `a ${TREE_NAMES[run.tree].toLowerCase()} over ${n} value${n === 1 ? '' : 's'}`;
  switch (run.operation) {
    case null:
      return `Ready: ${tree}.`;
    case 'build':
      return `Ready to build ${tree}.`;
    default:
      return `Ready to ${operationLabel(run).toLowerCase()} on ${tree}.`;
  }
}

function useRangeVisualization(
  codeBeside: boolean,
  code: (lineId: string | null, tree: RangeTree) => ReactNode,
) {
  const search = useSearch();
  const [run, setRun] = useState(() => decodeRangeRunConfig(search) ?? defaultRangeRun());
  const [speed, setSpeed] = useState(run.speed);
  const [error, setError] = useState<string | null>(null);
  const recorded = useMemo(() => traceRange(run), [run]);
  const { trace } = recorded;
  const { state, player } = useStepPlayer(trace, trace.stepCount, Math.min(run.step, trace.stepCount), speed);
  // One frame, typed by the tree it shows, so the mirror and the scene get the model they draw.
  const shown =
    recorded.tree === 'fenwick'
      ? { tree: 'fenwick' as const, frame: recorded.trace.frameAt(state.index) }
      : { tree: recorded.tree, frame: recorded.trace.frameAt(state.index) };
  const { frame } = shown;
  const model = frame.model;
  const narration = frame.step?.message ?? readyMessage(run);

  // An operation the learner asks for plays at once; a shared link opens paused at its step.
  const playNext = useRef(false);
  useEffect(() => {
    if (!playNext.current) return;
    playNext.current = false;
    player.play();
  }, [player]);

  const start = (next: Omit<RangeRun, 'tree'> & { tree?: RangeTree }) => {
    setError(null);
    playNext.current = next.operation !== null;
    setRun({ tree: run.tree, ...next, speed, step: 0 });
  };
  /** Every new operation starts from the array as this run leaves it. */
  const valuesNow = () => [...trace.frameAt(trace.stepCount).model.values];
  const none = { left: null, right: null, index: null, value: null };
  const refuse = (message: string) => {
    setError(message);
    return false;
  };
  const commands = {
    tree: (tree: RangeTree) => {
      if (tree === run.tree) return;
      // The same array, built as the other tree.
      start({ tree, values: valuesNow(), operation: 'build', ...none });
    },
    build: (raw: string) => {
      const parsed = parseRangeValues(raw);
      if (!parsed.ok) return refuse(parsed.message);
      start({ values: parsed.value, operation: 'build', ...none });
      return true;
    },
    query: (rawLeft: string, rawRight: string) => {
      const values = valuesNow();
      const parsed = parseRange(rawLeft, rawRight, values.length);
      if (!parsed.ok) return refuse(parsed.message);
      start({ values, operation: 'query', ...none, ...parsed.value });
      return true;
    },
    update: (rawIndex: string, rawValue: string) => {
      const values = valuesNow();
      const parsed = parseUpdate(rawIndex, rawValue, values.length);
      if (!parsed.ok) return refuse(parsed.message);
      start({ values, operation: 'update', ...none, ...parsed.value });
      return true;
    },
  };

  const { practice, actions } = usePractice({
    run: trace,
    build: () =>
      recorded.tree === 'fenwick'
        ? fenwickTraceQuestions(recorded.trace, `fenwick:${trace.stepCount}`)
        : segmentTraceQuestions(recorded.trace, `segment-${recorded.tree}:${trace.stepCount}`),
    topic: { id: 'segmentTrees', label: 'Segment Trees' },
    player,
    actions: playbackActions(player),
  });
  const shortcutTargets = useShortcuts(actions);
  const n = model.values.length;
  const treeName = TREE_NAMES[run.tree];
  const lineId = state.index > 0 ? trace.lineAt(state.index - 1) : null;
  const completed = state.index === trace.stepCount;
  const word = run.tree === 'min' ? 'min' : 'sum';
  const counter =
    shown.tree === 'fenwick'
      ? { label: 'Lowbit Jumps', value: frame.counts.jumps ?? 0 }
      : { label: 'Nodes Visited', value: frame.counts.nodesVisited ?? 0 };

  return {
    lineId,
    tree: run.tree,
    content: (
      <StructureWorkspace
        title={treeName}
        badge={
          <StepBadge running={run.operation !== null} step={state.index}>
            {run.operation === null
              ? 'Ready'
              : `${OPERATION_NAMES[run.operation]}: step ${state.index} of ${trace.stepCount}`}
          </StepBadge>
        }
        operations={<RangeOperations tree={run.tree} error={error} commands={commands} />}
        playback={{
          practice,
          practiceHint: STRUCTURE_PRACTICE_HINT,
          state,
          stepCount: trace.stepCount,
          actions,
          speed,
          onSpeedChange: setSpeed,
          shareQuery: encodeRangeRunConfig({ ...run, speed, step: state.index }),
        }}
        codeBeside={codeBeside}
        codeLabel={`${treeName} code`}
        code={codeBeside ? code(lineId, run.tree) : null}
        shortcutTargets={shortcutTargets}
      >
        <SceneFigure
          scene="segment-tree"
          label={`${treeName} over ${n} values`}
          items={[]}
          mirror={
            shown.tree === 'fenwick' ? (
              <FenwickMirror model={shown.frame.model} label={treeName} answer={practice.answerTarget} />
            ) : (
              <SegmentTreeMirror model={shown.frame.model} label={treeName} answer={practice.answerTarget} />
            )
          }
          narration={narration}
          className={NARRATION_CALLOUT}
        >
          <SceneCanvas
            height={() => segmentSceneHeight(run.tree === 'fenwick' ? 'fenwick' : 'segment', n)}
            scene={{
              name: 'segment-tree',
              props:
                shown.tree === 'fenwick' ? { fenwick: shown.frame.model } : { segment: shown.frame.model },
            }}
          />
        </SceneFigure>
        {run.operation === 'query' ? (
          <p className="rounded-xl border border-border px-3 py-2 text-sm" data-testid="segment-answer">
            <span className="font-medium text-muted">Answer: </span>
            {completed && model.result !== null ? (
              <output data-result className="font-mono font-semibold">
                {`${word} = ${model.result}`}
              </output>
            ) : (
              <span className="font-mono font-semibold">shown at the last step</span>
            )}
          </p>
        ) : null}
        <dl className="grid grid-cols-3 gap-2" aria-label="Summary" data-summary>
          <Stat label="Values">{n}</Stat>
          <Stat label={counter.label}>{formatCount(counter.value)}</Stat>
          <Stat label={run.tree === 'min' ? 'Minimum so far' : 'Sum so far'}>{model.partial ?? '–'}</Stat>
        </dl>
      </StructureWorkspace>
    ),
  };
}

/** The Segment Trees page: a segment tree (sum or min) and a Fenwick tree over one array, on the shared step player. */
export default function SegmentTreesPage() {
  const codeBeside = useCodeBeside();
  const code = (lineId: string | null, tree: RangeTree) => (
    <LazyCodePanel load={rangeListing[tree]} name={TREE_NAMES[tree]} lineId={lineId} beside={codeBeside} />
  );
  const { content, lineId, tree } = useRangeVisualization(codeBeside, code);
  return (
    <StructurePageLayout
      title="Segment Trees"
      description="Answer range sums and minimums over an array that keeps changing. Build a segment tree or a Fenwick tree, query a range, update a value, and watch which nodes answer."
      viewsLabel="Segment tree views"
      codeBeside={codeBeside}
      content={content}
      code={code(lineId, tree)}
      information={<SegmentTreeInformation />}
    />
  );
}
