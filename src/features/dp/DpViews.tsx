/**
 * What a DP run shows for one frame: its table or call tree with the DOM mirror, and the run's state in
 * words beside it (the cache, the items chosen, the subsequence read back so far). A drawing wider than
 * its box keeps a legible size and scrolls sideways; the scrolling box is then focusable, so keyboard
 * users can scroll it too.
 */
import { FramePanel } from '@/player-ui/FramePanel';
import { useMemo, useRef, type ReactNode } from 'react';
import { useContainerWidth } from '@/ui/useContainerWidth';
import { SceneCanvas } from '@scenes/catalog/SceneCanvas';
import { SceneFigure } from '@scenes/host/SceneFigure';
import { NodeLinkViewport, useNodeLinkView, ZoomControls } from '@scenes/host/NodeLinkFrame';
import { tableLayout } from '@scenes/dp/layout';
import { recursionTreeLayout } from '@scenes/recursion/layout';
import type { RecursionCall } from '@scenes/recursion/RecursionTreeScene';
import type { ModelTrace } from '@/core/trace';
import type { DpStep, DpTableView, DpView as DpFrameView, CallNode } from '@/core/algorithms/dp/types';
import { CallTreeMirror, DpTableMirror } from './DpMirrors';

export type DpTrace = ModelTrace<DpFrameView, DpStep>;

/** The figure of the mirror contract (see SceneFigure), with a box that scrolls a wide drawing sideways. */
function DpFigure({
  scene,
  label,
  mirror,
  narration,
  drawingWidth,
  boxRef,
  boxWidth,
  children,
}: {
  scene: string;
  label: string;
  mirror: ReactNode;
  narration: string;
  drawingWidth: number;
  boxRef: React.RefObject<HTMLDivElement | null>;
  boxWidth: number;
  children: ReactNode;
}) {
  const scrolls = boxWidth > 0 && drawingWidth > boxWidth + 1;
  return (
    <figure data-scene={scene} aria-label={label}>
      <div
        ref={boxRef}
        className="overflow-x-auto rounded-lg"
        {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': `${label} (scrolls sideways)` } : {})}
        data-scrolls={scrolls ? 'true' : 'false'}
      >
        <div aria-hidden="true" style={{ width: boxWidth > 0 ? Math.max(drawingWidth, boxWidth) : '100%' }}>
          {boxWidth > 0 ? children : null}
        </div>
      </div>
      {mirror}
      <p aria-live="polite" className="mt-3 min-h-6 text-sm text-muted" data-narration>
        {narration}
      </p>
    </figure>
  );
}

function widestValue(table: DpTableView): number {
  let most = 1;
  for (const row of table.values)
    for (const value of row) if (value !== null) most = Math.max(most, String(value).length);
  return most;
}

function TableFigure({
  table,
  final,
  name,
  narration,
  answerTarget,
}: {
  table: DpTableView;
  final: DpTableView;
  name: string;
  narration: string;
  /** The cells ('row,col') the answer shown by practice refers to. */
  answerTarget: readonly string[];
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  const boxWidth = useContainerWidth(boxRef);
  const layout = useMemo(
    () =>
      tableLayout(
        { rowLabels: final.rowLabels, colLabels: final.colLabels, widestValue: widestValue(final) },
        Math.max(boxWidth, 1),
      ),
    [final, boxWidth],
  );
  const size = `${table.rowLabels.length} × ${table.colLabels.length}`;
  return (
    <DpFigure
      scene="dp-table"
      label={`${name}: the ${size} table`}
      mirror={<DpTableMirror table={table} label={name} answer={answerTarget} />}
      narration={narration}
      drawingWidth={layout.width}
      boxRef={boxRef}
      boxWidth={boxWidth}
    >
      <SceneCanvas
        height={layout.height}
        scene={{ name: 'dp-table', props: { model: table, layout, answer: answerTarget } }}
      />
    </DpFigure>
  );
}

function CallTreeFigure({
  calls,
  final,
  memo,
  name,
  narration,
}: {
  calls: readonly CallNode[];
  final: readonly CallNode[];
  memo: boolean;
  name: string;
  narration: string;
}) {
  const widest = Math.max(1, ...final.map((call) => String(call.value ?? 0).length + 1));
  const natural = useMemo(() => recursionTreeLayout(final, 1, widest), [final, widest]);
  // A call tree too wide to stay legible in its box is drawn wider and pans and zooms.
  const frameRef = useRef<HTMLDivElement>(null);
  const view = useNodeLinkView(frameRef, natural.minWidth);
  const layout = useMemo(
    () => recursionTreeLayout(final, view.width, widest, view.zoom),
    [final, view.width, widest, view.zoom],
  );
  const label = `${name}: the call tree of fib(${final[0]?.n ?? 0})`;
  const drawn = calls.map((call): RecursionCall => ({
    id: call.id,
    label: String(call.n),
    note: call.value === null ? null : `=${call.value}`,
    state: call.state,
    ring: !memo && call.repeat,
  }));
  return (
    <SceneFigure
      scene="call-tree"
      label={label}
      items={[]}
      mirror={
        <CallTreeMirror calls={calls} label={name} markRepeats={!memo} layout={layout} origin={view.origin} />
      }
      narration={narration}
      controls={<ZoomControls view={view} label={label} />}
    >
      <NodeLinkViewport frameRef={frameRef} view={view}>
        <SceneCanvas
          height={layout.height}
          scene={{ name: 'recursion-tree', props: { model: { calls: drawn }, layout } }}
        />
      </NodeLinkViewport>
    </SceneFigure>
  );
}

/**
 * Before the first step the call tree shows its input: the root call, not made yet (no value, not
 * running), so the picture is never blank.
 */
function notCalledYet(final: readonly CallNode[]): readonly CallNode[] {
  const root = final[0];
  return root ? [{ ...root, value: null, state: 'default', repeat: false }] : [];
}

/** The scene, its mirror and the panels of the run's current frame. */
export function DpView({
  trace,
  index,
  name,
  narration,
  answerTarget = [],
}: {
  trace: DpTrace;
  index: number;
  name: string;
  narration: string;
  /** What the answer shown by practice refers to: table cells as 'row,col'. */
  answerTarget?: readonly string[];
}) {
  const { model } = trace.frameAt(index);
  const final = trace.frameAt(trace.stepCount).model;
  const memo = model.cache !== null;
  return (
    <>
      {model.table && final.table ? (
        <TableFigure
          table={model.table}
          final={final.table}
          name={name}
          narration={narration}
          answerTarget={answerTarget}
        />
      ) : null}
      {model.calls && final.calls ? (
        <CallTreeFigure
          calls={model.calls.length > 0 ? model.calls : notCalledYet(final.calls)}
          final={final.calls}
          memo={memo}
          name={name}
          narration={narration}
        />
      ) : null}
      {model.calls ? (
        <p className="text-xs text-muted">
          {memo
            ? 'Key: red is the running call, indigo calls wait for it on the stack, green leaves were answered from the cache (pruned branches); =v is what a call returned.'
            : 'Key: red is the running call, indigo calls wait for it on the stack, an orange ring marks a repeated call (worked out again); =v is what a call returned.'}
        </p>
      ) : (
        <p className="text-xs text-muted">
          Key: the cell being filled is red, the cells it reads are orange, the traceback’s cells are green.
        </p>
      )}
      {model.cache !== null || model.notes.length > 0 ? (
        <div className="grid gap-2 sm:grid-cols-2">
          {model.cache !== null ? (
            <FramePanel title={`Cache (${model.cache.length})`} testId="dp-cache">
              {model.cache.length === 0
                ? 'empty'
                : model.cache.map(([k, value]) => `fib(${k}) = ${value}`).join(', ')}
            </FramePanel>
          ) : null}
          {model.notes.map((note) => (
            <FramePanel key={note.title} title={note.title}>
              {note.text}
            </FramePanel>
          ))}
        </div>
      ) : null}
    </>
  );
}
