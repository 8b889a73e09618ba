/**
 * What a backtracking run shows for one frame: the recursion tree (the scene the DP page's call tree
 * is drawn with) with its DOM mirror, the working state beside it (the current path, or the queens on
 * the board) and the solutions collected so far.
 */
import { useMemo, useRef } from 'react';
import { FramePanel } from '@/player-ui/FramePanel';
import { SceneCanvas } from '@scenes/catalog/SceneCanvas';
import { SceneFigure } from '@scenes/host/SceneFigure';
import { NodeLinkViewport, useNodeLinkView, ZoomControls } from '@scenes/host/NodeLinkFrame';
import { recursionTreeLayout, type CallLike } from '@scenes/recursion/layout';
import type { RecursionCall, RecursionCallState } from '@scenes/recursion/RecursionTreeScene';
import type { BoardSceneModel } from '@scenes/backtracking/BoardScene';
import { boardHeight } from '@scenes/backtracking/layout';
import { attackerOf } from '@/core/algorithms/backtracking/nQueens/nQueens';
import {
  choicesTo,
  kindAt,
  runningAt,
  solutionsBy,
  type SearchRecord,
} from '@/core/algorithms/backtracking/search';
import type { BacktrackingTrace } from '@/core/algorithms/backtracking/trace';
import { treeView, type ShownCall } from '@/core/algorithms/backtracking/treeView';
import type { BacktrackingAlgorithm } from '@/core/algorithms/backtracking/types';
import { BoardMirror, RecursionTreeMirror } from './BacktrackingMirrors';
import { formatCount } from '@/core/formatCount';

/** A run as its view reads it: the module, the checked input and the recorded search. */
export interface BacktrackingRunView {
  readonly module: BacktrackingAlgorithm;
  readonly value: unknown;
  readonly trace: BacktrackingTrace;
}

/** Characters kept for the note under a call: a remainder, or a count of calls not drawn. */
const NOTE_CHARS = 4;
/** At most this many solutions are listed; the count says how many were found. */
const SOLUTIONS_LISTED = 12;

/** '+37', '+2.1k', '+35k': a count of calls not drawn, short enough to sit under a call. */
export function hiddenNote(count: number): string {
  if (count < 1000) return `+${count}`;
  if (count < 10_000) return `+${(Math.floor(count / 100) / 10).toFixed(1).replace(/\.0$/, '')}k`;
  return `+${Math.floor(count / 1000)}k`;
}

function sceneState(call: ShownCall): RecursionCallState {
  if (call.current) return 'active';
  switch (call.state) {
    case 'active':
      return 'range';
    case 'done':
      return 'default';
    case 'pruned':
      return 'pruned';
    case 'solution':
      return 'solution';
  }
}

/** The deepest level and the most children of any call: the room a view that follows the path keeps. */
function treeShape(record: SearchRecord): { levels: number; branching: number } {
  let levels = 0;
  let branching = 0;
  for (let v = 0; v < record.nodeCount; v++) {
    levels = Math.max(levels, (record.depth[v] ?? 0) + 1);
    branching = Math.max(branching, (record.childStart[v + 1] ?? 0) - (record.childStart[v] ?? 0));
  }
  return { levels, branching };
}

function RecursionTreeFigure({ run, index, name, narration }: FrameArgs) {
  const { module, value, trace } = run;
  const { record } = trace;
  const view = treeView(record, index);
  const shape = useMemo(() => treeShape(record), [record]);
  // The whole tree, laid out once, when it is drawn whole; else the part drawn, with room kept.
  const all = useMemo((): CallLike[] | null => {
    if (!view.whole) return null;
    return Array.from({ length: record.nodeCount }, (_, v) => ({
      id: String(v),
      parent: v === 0 ? null : String(record.parent[v] ?? 0),
    }));
  }, [record, view.whole]);
  const shown = view.calls.map((call) => ({
    id: String(call.node),
    parent: call.parent === null ? null : String(call.parent),
  }));
  const reserve = all ? undefined : { leaves: 2 * shape.branching, levels: shape.levels };
  const natural = recursionTreeLayout(all ?? shown, 1, NOTE_CHARS, 1, reserve);
  const frameRef = useRef<HTMLDivElement>(null);
  const nodeView = useNodeLinkView(frameRef, natural.minWidth, record);
  const layout = recursionTreeLayout(all ?? shown, nodeView.width, NOTE_CHARS, nodeView.zoom, reserve);

  const choiceOf = (node: number) => (node === 0 ? '' : module.choiceLabel(value, record.choice[node] ?? 0));
  const calls = view.calls.map((call): RecursionCall => ({
    id: String(call.node),
    label: call.node === 0 ? '·' : choiceOf(call.node),
    note:
      call.hidden > 0
        ? hiddenNote(call.hidden)
        : call.state === 'pruned'
          ? null
          : (module.nodeNote?.(value, choicesTo(record, call.node)) ?? null),
    state: sceneState(call),
    ring: false,
  }));
  const label = `${name}: the recursion tree`;
  return (
    <div className="min-w-0 space-y-2">
      <SceneFigure
        scene="recursion-tree"
        label={label}
        items={[]}
        mirror={
          <RecursionTreeMirror
            calls={view.calls}
            label={name}
            choiceOf={choiceOf}
            layout={layout}
            origin={nodeView.origin}
          />
        }
        narration={narration}
        controls={<ZoomControls view={nodeView} label={label} />}
      >
        <NodeLinkViewport frameRef={frameRef} view={nodeView}>
          <SceneCanvas
            height={layout.height}
            scene={{ name: 'recursion-tree', props: { model: { calls }, layout } }}
          />
        </NodeLinkViewport>
      </SceneFigure>
      <p className="text-xs text-muted" data-testid="bt-tree-key">
        {`Key: red is the running call, indigo calls wait on the stack, grey calls have returned, green ringed calls are solutions, orange crossed circles are pruned branches (never called).${module.nodeNote ? ' The number under a call is what is left of the target.' : ''}`}
        {view.whole
          ? ''
          : ` The tree follows the current path: ${view.calls.length} of the ${formatCount(view.made)} calls and pruned branches so far are drawn; +n under a finished branch counts those under it.`}
      </p>
    </div>
  );
}

interface FrameArgs {
  readonly run: BacktrackingRunView;
  readonly index: number;
  readonly name: string;
  readonly narration: string;
}

/** The queens of a frame: the running call's, or at the end the last solution found. */
export function boardAt(record: SearchRecord, n: number, index: number): BoardSceneModel {
  const running = runningAt(record, index);
  const lastStep = index > 0 ? index - 1 : -1;
  const kind = lastStep >= 0 ? kindAt(record, lastStep) : 'call';
  if (running < 0) {
    const last = record.solutionNodes[record.solutionNodes.length - 1];
    return index > 0 && last !== undefined
      ? { n, queens: choicesTo(record, last), tried: null, solved: true }
      : { n, queens: [], tried: null, solved: false };
  }
  const queens = choicesTo(record, running);
  const stepNode = lastStep >= 0 ? (record.stepNode[lastStep] ?? 0) : 0;
  let tried: BoardSceneModel['tried'] = null;
  if (kind === 'prune') {
    const row = (record.depth[stepNode] ?? 1) - 1;
    const col = record.choice[stepNode] ?? 0;
    const by = attackerOf(queens, row, col);
    tried = { row, col, pruned: true, by: by === null ? null : { row: by.row, col: queens[by.row] ?? 0 } };
  } else if (kind === 'choose')
    tried = { row: queens.length - 1, col: queens[queens.length - 1] ?? 0, pruned: false, by: null };
  return { n, queens, tried, solved: queens.length === n };
}

function BoardFigure({ run, index, name }: FrameArgs) {
  const n = run.value as number;
  const model = boardAt(run.trace.record, n, index);
  const label = `${name}: the ${n} × ${n} board`;
  return (
    <figure data-scene="board" aria-label={label} className="min-w-0">
      <div aria-hidden="true">
        <SceneCanvas height={(width) => boardHeight(n, width)} scene={{ name: 'board', props: { model } }} />
      </div>
      <BoardMirror model={model} label={name} />
    </figure>
  );
}

function SolutionsPanel({ run, index }: { run: BacktrackingRunView; index: number }) {
  const { record } = run.trace;
  const found = solutionsBy(record, index);
  const first = Math.max(0, found - SOLUTIONS_LISTED);
  const listed = Array.from({ length: found - first }, (_, i) => first + i);
  return (
    <FramePanel title={`Solutions found (${formatCount(found)})`}>
      {found === 0 ? (
        <p>none yet</p>
      ) : (
        <>
          {first > 0 ? (
            <p className="text-xs text-muted">{`the last ${SOLUTIONS_LISTED} of ${formatCount(found)}:`}</p>
          ) : null}
          <ol className="flex flex-wrap gap-1.5" data-testid="bt-solutions">
            {listed.map((i) => (
              <li key={i} data-solution={i + 1} className="rounded-md border border-border bg-surface px-1.5">
                {run.module.solutionText(run.value, choicesTo(record, record.solutionNodes[i] ?? 0))}
              </li>
            ))}
          </ol>
        </>
      )}
    </FramePanel>
  );
}

/** The scenes and panels of a backtracking run's frame. */
export function BacktrackingView(args: FrameArgs) {
  const { run, index } = args;
  const { record } = run.trace;
  const running = runningAt(record, index);
  const board = run.module.picture === 'board';
  return (
    <>
      <div className={board ? 'grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]' : ''}>
        <RecursionTreeFigure {...args} />
        {board ? <BoardFigure {...args} /> : null}
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        <FramePanel title="Current path (choose, explore, un-choose)">
          <p data-testid="bt-path">
            {running < 0
              ? index === 0
                ? 'not called yet'
                : 'every call has returned'
              : run.module.stateText(run.value, choicesTo(record, running))}
          </p>
        </FramePanel>
        <SolutionsPanel run={run} index={index} />
      </div>
    </>
  );
}
