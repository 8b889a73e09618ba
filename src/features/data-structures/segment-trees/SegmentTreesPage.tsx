import { useMemo, useState, type ReactNode } from 'react';
import { useOperationPlayer } from '../usePlayNextRun';
import { useSearch } from 'wouter';
import { segmentSceneHeight } from '@scenes/segment-tree/layout';
import { SceneCanvas } from '@scenes/catalog/SceneCanvas';
import { SceneFigure } from '@scenes/host/SceneFigure';
import type { FenwickModel } from '@/core/fenwick';
import { formatCount } from '@/core/formatCount';
import { rangeSumsQuestions, segmentTraceQuestions } from '@/core/practice/segmentTreeQuestions';
import {
  decodeRangeRunConfig,
  defaultRangeRun,
  encodeRangeRunConfig,
  movingTree,
  parseRange,
  parseRangeValues,
  parseUpdate,
  traceRangeSums,
  traceSegmentRun,
  type RangeRun,
  type RangeSums,
  type RangeTree,
  type SegmentModel,
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
import { RangeOperations, TREE_NAMES, type RangeMode } from './RangeOperations';
import { SegmentTreeInformation } from './SegmentTreeInformation';
import { FenwickMirror, SegmentTreeMirror } from './SegmentTreeMirror';
import { useStableCommands } from '@/ui/useStableCommands';

// The listing loads when it is first shown, for the tree that is moving.
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

/** Range sums run on both trees; the Fenwick tree does sums only, so range minimum is the segment tree's. */
const modeOf = (tree: RangeTree): RangeMode => (tree === 'min' ? 'min' : 'sum');

type Recorded = { mode: 'min'; trace: SegmentTrace } | { mode: 'sum'; sums: RangeSums };

function record(run: RangeRun): Recorded {
  const { values, operation, left, right, index, value } = run;
  if (run.tree === 'min') {
    return {
      mode: 'min',
      trace: traceSegmentRun({ kind: 'min', values, operation, left, right, index, value }),
    };
  }
  return { mode: 'sum', sums: traceRangeSums({ values, operation, left, right, index, value }) };
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

function readyMessage(run: RangeRun, tree: RangeTree): string {
  const n = run.values.length;
  const name = TREE_NAMES[tree];
  // 'a segment tree (sum)', but Fenwick is a name.
  const named = `a ${tree === 'fenwick' ? name : name.toLowerCase()} over ${n} value${n === 1 ? '' : 's'}`;
  switch (run.operation) {
    case null:
      return `Ready: ${named}.`;
    case 'build':
      return `Ready to build ${named}.`;
    default:
      return `Ready to ${operationLabel(run).toLowerCase()} on ${named}.`;
  }
}

/** What the Fenwick tree's figure says while the segment tree takes its turn. */
function fenwickWaiting(run: RangeRun): string {
  switch (run.operation) {
    case null:
      return readyMessage(run, 'fenwick');
    case 'build':
      return 'Next: the Fenwick tree builds over the same array once the segment tree is done.';
    case 'query':
      return `Next: the Fenwick tree sums the same range [${run.left ?? ''}, ${run.right ?? ''}] once the segment tree is done.`;
    case 'update':
      return `Next: the Fenwick tree takes the same update once the segment tree is done.`;
  }
}

/** Practice targets on range sums name their tree (`segment:5`, `fenwick:4`); these are one tree's. */
const targetsOf = (answer: readonly string[], tree: 'segment' | 'fenwick') =>
  answer.filter((target) => target.startsWith(`${tree}:`)).map((target) => target.slice(tree.length + 1));

/** One tree's picture, with its mirror and narration, and its own counters under it. */
function TreeFigure({
  name,
  n,
  mirror,
  narration,
  scene,
  counters,
}: {
  name: string;
  n: number;
  mirror: ReactNode;
  narration: string;
  scene: { segment: SegmentModel } | { fenwick: FenwickModel };
  counters: readonly { label: string; value: ReactNode }[];
}) {
  const kind = 'fenwick' in scene ? 'fenwick' : 'segment';
  return (
    <div className="min-w-0 space-y-2">
      <SceneFigure
        scene="segment-tree"
        label={`${name} over ${n} values`}
        items={[]}
        mirror={mirror}
        narration={narration}
        className={NARRATION_CALLOUT}
      >
        <SceneCanvas
          height={() => segmentSceneHeight(kind, n)}
          scene={{ name: 'segment-tree', props: scene }}
        />
      </SceneFigure>
      <dl className="grid grid-cols-2 gap-2" aria-label={`${name} counters`} data-counters={kind}>
        {counters.map((counter) => (
          <Stat key={counter.label} label={counter.label}>
            {counter.value}
          </Stat>
        ))}
      </dl>
    </div>
  );
}

function useRangeVisualization(
  codeBeside: boolean,
  code: (lineId: string | null, tree: RangeTree) => ReactNode,
) {
  const search = useSearch();
  const [run, setRun] = useState((): RangeRun & { speed: number; step: number } => {
    const opened = decodeRangeRunConfig(search) ?? defaultRangeRun();
    // A link to the Fenwick tree alone opens range sums, where it stands beside the segment tree.
    return { ...opened, tree: modeOf(opened.tree) };
  });
  const mode = modeOf(run.tree);
  const [speed, setSpeed] = useState(run.speed);
  const [error, setError] = useState<string | null>(null);
  const recorded = useMemo(() => record(run), [run]);
  const trace = recorded.mode === 'min' ? recorded.trace : recorded.sums.trace;
  const { state, player, playNextRun } = useOperationPlayer(trace, run.step, speed);
  const index = state.index;

  const start = (next: Omit<RangeRun, 'tree'> & { tree?: RangeTree }) => {
    setError(null);
    playNextRun(next.operation !== null);
    setRun({ tree: run.tree, ...next, speed, step: 0 });
  };
  /** Every new operation starts from the array as this run leaves it. */
  const valuesNow = () =>
    recorded.mode === 'min'
      ? [...recorded.trace.frameAt(recorded.trace.stepCount).model.values]
      : [...recorded.sums.trace.frameAt(recorded.sums.trace.stepCount).model.segment.values];
  const none = { left: null, right: null, index: null, value: null };
  const refuse = (message: string) => {
    setError(message);
    return false;
  };
  const commands = useStableCommands({
    mode: (next: RangeMode) => {
      if (next === mode) return;
      // The same array, built for the other kind of query.
      start({ tree: next, values: valuesNow(), operation: 'build', ...none });
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
  });

  const { practice, actions } = usePractice({
    run: trace,
    build: () =>
      recorded.mode === 'min'
        ? segmentTraceQuestions(recorded.trace, `segment-min:${trace.stepCount}`)
        : rangeSumsQuestions(recorded.sums, `range-sums:${trace.stepCount}`),
    topic: { id: 'segmentTrees', label: 'Segment Trees' },
    player,
    actions: playbackActions(player),
  });
  const shortcutTargets = useShortcuts(actions);
  const n = run.values.length;
  const lineId = index > 0 ? trace.lineAt(index - 1) : null;
  const completed = index === trace.stepCount;
  // The listing of the tree that is moving: on range sums the segment tree's, then the Fenwick tree's.
  const listing: RangeTree =
    recorded.mode === 'min' ? 'min' : movingTree(recorded.sums, index) === 'fenwick' ? 'fenwick' : 'sum';

  let figures: ReactNode;
  let result: number | null;
  if (recorded.mode === 'min') {
    const frame = recorded.trace.frameAt(index);
    const { model } = frame;
    result = model.result;
    figures = (
      <TreeFigure
        name={TREE_NAMES.min}
        n={n}
        mirror={<SegmentTreeMirror model={model} label={TREE_NAMES.min} answer={practice.answerTarget} />}
        narration={frame.step?.message ?? readyMessage(run, 'min')}
        scene={{ segment: model }}
        counters={[
          { label: 'Nodes Visited', value: formatCount(frame.counts.nodesVisited ?? 0) },
          { label: 'Minimum so far', value: model.partial ?? '–' },
        ]}
      />
    );
  } else {
    const { sums } = recorded;
    const frame = sums.trace.frameAt(index);
    const { segment, fenwick } = frame.model;
    const segmentDone = index >= sums.fenwickStart;
    const lastSegmentStep = sums.segment.steps[sums.segment.stepCount - 1];
    result = fenwick.result;
    figures = (
      <div className="grid items-start gap-4 lg:grid-cols-2" data-testid="range-sum-trees">
        <TreeFigure
          name={TREE_NAMES.sum}
          n={n}
          mirror={
            <SegmentTreeMirror
              model={segment}
              label={TREE_NAMES.sum}
              answer={targetsOf(practice.answerTarget, 'segment')}
            />
          }
          narration={
            index === 0
              ? readyMessage(run, 'sum')
              : !segmentDone
                ? (frame.step?.message ?? '')
                : (lastSegmentStep?.message ?? readyMessage(run, 'sum'))
          }
          scene={{ segment }}
          counters={[
            { label: 'Nodes Visited', value: formatCount(frame.counts.nodesVisited ?? 0) },
            { label: 'Sum so far', value: segment.partial ?? '–' },
          ]}
        />
        <TreeFigure
          name={TREE_NAMES.fenwick}
          n={n}
          mirror={
            <FenwickMirror
              model={fenwick}
              label={TREE_NAMES.fenwick}
              answer={targetsOf(practice.answerTarget, 'fenwick')}
            />
          }
          narration={index > sums.fenwickStart ? (frame.step?.message ?? '') : fenwickWaiting(run)}
          scene={{ fenwick }}
          counters={[
            { label: 'Lowbit Jumps', value: formatCount(frame.counts.jumps ?? 0) },
            { label: 'Sum so far', value: fenwick.partial ?? '–' },
          ]}
        />
      </div>
    );
  }
  const title = mode === 'min' ? TREE_NAMES.min : 'Segment tree and Fenwick tree (sum)';

  return {
    lineId,
    listing,
    content: (
      <StructureWorkspace
        title={title}
        badge={
          <StepBadge running={run.operation !== null} step={index}>
            {run.operation === null
              ? 'Ready'
              : `${OPERATION_NAMES[run.operation]}: step ${index} of ${trace.stepCount}`}
          </StepBadge>
        }
        operations={<RangeOperations mode={mode} error={error} commands={commands} />}
        playback={{
          practice,
          practiceHint: STRUCTURE_PRACTICE_HINT,
          state,
          stepCount: trace.stepCount,
          actions,
          speed,
          onSpeedChange: setSpeed,
          shareQuery: () => encodeRangeRunConfig({ ...run, speed, step: index }),
        }}
        codeBeside={codeBeside}
        codeLabel={`${TREE_NAMES[listing]} code`}
        code={codeBeside ? code(lineId, listing) : null}
        shortcutTargets={shortcutTargets}
      >
        {figures}
        {run.operation === 'query' ? (
          <p className="rounded-xl border border-border px-3 py-2 text-sm" data-testid="segment-answer">
            <span className="font-medium text-muted">Answer: </span>
            {completed && result !== null ? (
              <output data-result className="font-mono font-semibold">
                {`${mode} = ${result}`}
              </output>
            ) : (
              <span className="font-mono font-semibold">shown at the last step</span>
            )}
          </p>
        ) : null}
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3" aria-label="Summary" data-summary>
          <Stat label="Values">{n}</Stat>
        </dl>
      </StructureWorkspace>
    ),
  };
}

/** The Segment Trees page: a segment tree (sum or min) and, for sums, a Fenwick tree beside it, on the shared step player. */
export default function SegmentTreesPage() {
  const codeBeside = useCodeBeside();
  const code = (lineId: string | null, tree: RangeTree) => (
    <LazyCodePanel load={rangeListing[tree]} name={TREE_NAMES[tree]} lineId={lineId} beside={codeBeside} />
  );
  const { content, lineId, listing } = useRangeVisualization(codeBeside, code);
  return (
    <StructurePageLayout
      title="Segment Trees"
      description="Answer range sums and minimums over an array that keeps changing. Range sums run on a segment tree and a Fenwick tree side by side: build, query a range, update a value, and watch which nodes answer on each."
      viewsLabel="Segment tree views"
      codeBeside={codeBeside}
      content={content}
      code={code(lineId, listing)}
      information={<SegmentTreeInformation />}
    />
  );
}
