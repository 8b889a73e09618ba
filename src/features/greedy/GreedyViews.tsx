/**
 * What each greedy algorithm shows for one frame: its scene with the DOM mirror, and the run's state
 * in words beside it (the activities chosen; the symbol table, the priority queue and the bits).
 */
import { FramePanel, type FrameViewProps } from '@/player-ui/FramePanel';
import { useMemo, useRef, type ReactNode } from 'react';
import { SceneCanvas } from '@scenes/catalog/SceneCanvas';
import { SceneFigure } from '@scenes/host/SceneFigure';
import {
  forestDepth,
  huffmanHeight,
  huffmanMinWidth,
  layoutForest,
  timelineHeight,
} from '@scenes/greedy/layout';
import { NodeLinkViewport, useNodeLinkView, ZoomControls } from '@scenes/host/NodeLinkFrame';
import type { ModelTrace } from '@/core/trace';
import type { GreedyPicture } from '@/core/algorithms/greedy/types';
import type { AnyModelTrace } from '@/player-ui/TracePlayerCard';
import {
  span,
  type ActivitySelectionModel,
  type ActivityStep,
} from '@/core/algorithms/greedy/activitySelection/activitySelection';
import {
  fixedWidth,
  huffmanBits,
  showSymbol,
  type HuffmanModel,
  type HuffmanStep,
} from '@/core/algorithms/greedy/huffman/huffman';
import { HuffmanMirror, huffmanStates, TimelineMirror } from './GreedyMirrors';

type ViewProps = FrameViewProps;

function ActivityView({
  trace,
  index,
  name,
  narration,
}: ViewProps & { trace: ModelTrace<ActivitySelectionModel, ActivityStep> }) {
  const { model } = trace.frameAt(index);
  const byId = new Map(model.activities.map((activity) => [activity.id, activity]));
  const chosen = model.chosen.flatMap((id) => {
    const activity = byId.get(id);
    return activity ? [`${id} (${span(activity)})`] : [];
  });
  return (
    <>
      <SceneFigure
        scene="timeline"
        label={`${name}: ${model.activities.length} activities on a timeline`}
        items={[]}
        mirror={<TimelineMirror model={model} label={name} />}
        narration={narration}
      >
        <SceneCanvas
          height={(width) => timelineHeight(model.activities.length, width)}
          scene={{ name: 'timeline', props: { model } }}
        />
      </SceneFigure>
      <div className="grid gap-2 sm:grid-cols-2">
        <FramePanel title={`Chosen so far (${chosen.length})`}>
          <p data-testid="chosen">{chosen.length > 0 ? chosen.join(', ') : 'none yet'}</p>
        </FramePanel>
        <FramePanel title="Order checked">
          <p data-testid="order">
            {model.sorted
              ? `by finish time: ${model.order.join(', ')}`
              : 'as typed, until sorted by finish time'}
          </p>
        </FramePanel>
      </div>
    </>
  );
}

function HuffmanView({
  trace,
  index,
  name,
  narration,
}: ViewProps & { trace: ModelTrace<HuffmanModel, HuffmanStep> }) {
  const { model } = trace.frameAt(index);
  const final = trace.frameAt(trace.stepCount).model;
  const depth = forestDepth(final.nodes);
  const byId = new Map(model.nodes.map((node) => [node.id, node]));
  const codes = new Map(model.codes.map((code) => [code.symbol, code.code]));
  const width = fixedWidth(final.counts.length);
  const states = huffmanStates(model);
  const minWidth = useMemo(() => {
    const first = trace.frameAt(0).model;
    const last = trace.frameAt(trace.stepCount).model;
    return huffmanMinWidth(
      { nodes: first.nodes, roots: first.queue },
      { nodes: last.nodes, roots: last.queue },
    );
  }, [trace]);
  // A forest too wide to stay legible in its box is drawn wider and pans and zooms.
  const frameRef = useRef<HTMLDivElement>(null);
  const view = useNodeLinkView(frameRef, minWidth);
  const forest = layoutForest(
    model.nodes,
    model.queue,
    view.width,
    huffmanHeight(depth, view.width),
    view.zoom,
  );
  const places = new Map(forest.nodes.map((node) => [node.id, { x: node.x, y: node.y, r: forest.radius }]));
  const label = `${name}: the Huffman tree of “${model.text}”`;
  return (
    <>
      <SceneFigure
        scene="huffman-tree"
        label={label}
        items={[]}
        mirror={<HuffmanMirror model={model} label={name} places={places} origin={view.origin} />}
        narration={narration}
        controls={<ZoomControls view={view} label={label} />}
      >
        <NodeLinkViewport frameRef={frameRef} view={view}>
          <SceneCanvas
            height={(canvasWidth) => huffmanHeight(depth, canvasWidth)}
            scene={{
              name: 'huffman-tree',
              props: { model: { nodes: model.nodes, queue: model.queue, states }, zoom: view.zoom },
            }}
          />
        </NodeLinkViewport>
      </SceneFigure>
      <FramePanel title={`Priority queue (${model.queue.length})`}>
        {model.queue.length === 0 ? (
          <p>{model.done || model.codes.length > 0 ? 'empty' : 'empty until the leaves are made'}</p>
        ) : (
          <ol className="flex flex-wrap gap-1.5" data-testid="queue">
            {model.queue.map((id) => {
              const node = byId.get(id);
              if (!node) return null;
              return (
                <li
                  key={id}
                  data-queue-node={id}
                  data-value={node.weight}
                  className="rounded-md border border-border bg-surface px-1.5"
                >
                  {node.symbol === null ? `(${node.weight})` : `${showSymbol(node.symbol)}:${node.weight}`}
                </li>
              );
            })}
          </ol>
        )}
      </FramePanel>
      <FramePanel title="Symbols: frequency and code">
        {model.counts.length === 0 ? (
          <p>counted at the first step</p>
        ) : (
          <table className="w-full text-left" data-testid="code-table">
            <thead className="text-xs text-muted">
              <tr>
                <th scope="col" className="font-medium">
                  Symbol
                </th>
                <th scope="col" className="font-medium">
                  Count
                </th>
                <th scope="col" className="font-medium">
                  Code
                </th>
                <th scope="col" className="font-medium">
                  Bits
                </th>
              </tr>
            </thead>
            <tbody>
              {model.counts.map(({ symbol, count }) => {
                const code = codes.get(symbol);
                return (
                  <tr key={symbol} data-symbol={symbol}>
                    <td>{symbol === ' ' ? '␣ (space)' : symbol}</td>
                    <td>{count}</td>
                    <td data-code>{code ?? '…'}</td>
                    <td>{code === undefined ? '' : `${count} × ${code.length} = ${count * code.length}`}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </FramePanel>
      <FramePanel title="Total bits">
        <p data-testid="bits">
          {model.done
            ? `Huffman: ${huffmanBits(model.codes)} bits; fixed length: ${model.text.length} × ${width} = ${model.text.length * width} bits (${final.counts.length === 1 ? 'one symbol still takes 1 bit' : `⌈log2 ${final.counts.length}⌉ = ${width} bits per symbol`})`
            : 'added up once every symbol has its code'}
        </p>
      </FramePanel>
    </>
  );
}

/**
 * The scene, its mirror and the panels of a run's frame, by the kind of picture its algorithm declares.
 * Each view reads the model of its own picture: a module that declares a picture records that model.
 */
export const GREEDY_PICTURES: {
  readonly [P in GreedyPicture]: (props: ViewProps & { trace: AnyModelTrace }) => ReactNode;
} = {
  timeline: ({ trace, ...props }) => (
    <ActivityView {...props} trace={trace as unknown as ModelTrace<ActivitySelectionModel, ActivityStep>} />
  ),
  'huffman-tree': ({ trace, ...props }) => (
    <HuffmanView {...props} trace={trace as unknown as ModelTrace<HuffmanModel, HuffmanStep>} />
  ),
};
