import type { Graphics } from 'pixi.js';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { showSymbol } from '@/core/algorithms/greedy/huffman/huffman';
import { readableOn } from '../host/contrast';
import { loadMotionEngine } from '../host/motionEngine';
import type { Placement, PlacementMotion } from '../host/placementMotion';
import type { ScenePalette } from '../host/palette';
import { useDrawAfterCommit, useScene } from '../host/SceneContext';
import { EmptyNote, SceneLabel } from '../host/SceneLabel';
import { usePlacementMotion } from '../host/usePlacementMotion';
import { layoutForest, type ForestLayout, type ForestNode, type PlacedForestNode } from './layout';

export type HuffmanNodeState = 'default' | 'new' | 'active' | 'found';

export interface HuffmanSceneModel {
  readonly nodes: readonly ForestNode[];
  /** The priority queue's node ids, lightest first: the trees are drawn in this order. */
  readonly queue: readonly string[];
  readonly states: Readonly<Record<string, HuffmanNodeState>>;
}

function nodeFill(node: ForestNode, state: HuffmanNodeState, palette: ScenePalette): number {
  if (state === 'new') return palette.active;
  if (state === 'active') return palette.compare;
  if (state === 'found') return palette.found;
  return node.symbol === null ? palette.grid : palette.bar;
}

/** The edges and their 0/1 are drawn on every motion frame, not by React. */
const drawnByMotion = () => {};

function drawEdges(
  graphics: Graphics,
  layout: ForestLayout,
  current: ReadonlyMap<number, Placement>,
  palette: ScenePalette,
) {
  graphics.clear();
  const byId = new Map(layout.nodes.map((node) => [node.id, node]));
  for (const node of layout.nodes) {
    const parent = node.parent === null ? undefined : byId.get(node.parent);
    if (!parent) continue;
    const from = current.get(parent.order);
    const to = current.get(node.order);
    if (!from || !to) continue;
    graphics
      .moveTo(from.x, from.y)
      .lineTo(to.x, to.y)
      .stroke({ width: 1.5, color: palette.label, alpha: 0.55 * Math.min(from.alpha, to.alpha) });
  }
}

function TreeNode({
  node,
  data,
  state,
  layout,
  palette,
  motion,
}: {
  node: PlacedForestNode;
  data: ForestNode;
  state: HuffmanNodeState;
  layout: ForestLayout;
  palette: ScenePalette;
  motion: PlacementMotion;
}) {
  const fill = nodeFill(data, state, palette);
  const { radius } = layout;
  const draw = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      graphics
        .circle(0, 0, radius)
        .fill({ color: fill })
        .stroke({
          width: state === 'default' ? 1.5 : 2.5,
          color: state === 'default' ? palette.label : fill,
          alpha: 0.8,
        });
    },
    [radius, fill, state, palette.label],
  );
  return (
    <pixiContainer ref={motion.ref(node.order)}>
      <pixiGraphics draw={draw} />
      {layout.showWeights ? (
        <SceneLabel
          text={String(data.weight)}
          colour={readableOn(fill, [palette.label, palette.labelOnFill])}
          fontSize={Math.round(Math.min(17, radius * 0.8))}
          weight="700"
        />
      ) : null}
      {data.symbol !== null && layout.showSymbols ? (
        <SceneLabel
          text={showSymbol(data.symbol)}
          y={radius + 3}
          anchor={{ x: 0.5, y: 0 }}
          colour={palette.label}
          fontSize={13}
          weight="700"
        />
      ) : null}
      {node.bit !== null && layout.showBits ? (
        <SceneLabel
          text={String(node.bit)}
          x={node.toParent.x / 2 + (node.bit === 0 ? -9 : 9)}
          y={node.toParent.y / 2 - 2}
          anchor={0.5}
          colour={palette.label}
          alpha={0.8}
          fontSize={11}
          weight="700"
        />
      ) : null}
    </pixiContainer>
  );
}

/**
 * The Huffman forest: every tree in the priority queue side by side, lightest first. When two trees
 * merge, both glide under their new parent, which fades in above them; the 0 and 1 sit by each edge.
 */
export function HuffmanTreeScene({ model, zoom = 1 }: { model: HuffmanSceneModel; zoom?: number }) {
  const { width } = useScene();
  useEffect(loadMotionEngine, []);
  return <HuffmanDrawing key={`${width}:${zoom}`} model={model} zoom={zoom} />;
}

function HuffmanDrawing({ model, zoom }: { model: HuffmanSceneModel; zoom: number }) {
  const { width, height, palette } = useScene();
  useDrawAfterCommit();
  const layout = useMemo(
    () => layoutForest(model.nodes, model.queue, width, height, zoom),
    [model.nodes, model.queue, width, height, zoom],
  );
  const elements = useMemo(
    () =>
      layout.nodes.map((node) => ({
        id: node.order,
        target: { x: node.x, y: node.y, alpha: 1 },
        enter: { x: node.x, y: node.y - 20, alpha: 0 },
      })),
    [layout],
  );
  const edgesRef = useRef<Graphics>(null);
  const redrawEdges = useCallback(
    (current: ReadonlyMap<number, Placement>) => {
      if (edgesRef.current) drawEdges(edgesRef.current, layout, current, palette);
    },
    [layout, palette],
  );
  const motion = usePlacementMotion(elements, null, redrawEdges);
  const byId = useMemo(() => new Map(model.nodes.map((node) => [node.id, node])), [model.nodes]);
  return (
    <pixiContainer>
      <pixiGraphics ref={edgesRef} draw={drawnByMotion} />
      {layout.nodes.map((node) => {
        const data = byId.get(node.id);
        return data ? (
          <TreeNode
            key={node.id}
            node={node}
            data={data}
            state={model.states[node.id] ?? 'default'}
            layout={layout}
            palette={palette}
            motion={motion}
          />
        ) : null;
      })}
      {layout.nodes.length === 0 ? (
        <EmptyNote
          text="The leaves appear once the symbols are counted"
          x={width / 2}
          y={height / 2}
          colour={palette.label}
          fontSize={width < 500 ? 13 : 15}
        />
      ) : null}
    </pixiContainer>
  );
}
