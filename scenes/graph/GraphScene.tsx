import type { Container, Graphics } from 'pixi.js';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { readableOn } from '../host/contrast';
import { loadMotionEngine } from '../host/motionEngine';
import type { ScenePalette } from '../host/palette';
import { useDrawAfterCommit, useScene } from '../host/SceneContext';
import { SceneLabel } from '../host/SceneLabel';
import { stopTweens, tweenTo } from '../host/tweens';
import type { EdgeState, VertexState } from '@/core/algorithms/graph/types';
import {
  type EdgeLayout,
  edgeStroke,
  formatDistance,
  type GraphSceneModel,
  LABEL_LINE_HEIGHT,
  layoutGraphGeometry,
  vertexColour,
  type VertexLabelFit,
  type VertexLayout,
} from './layout';

/** How long the vertex a step reaches swells and settles, in seconds. */
const PULSE_SECONDS = 0.35;

/**
 * Every edge in its plain stroke. It depends only on the geometry, so a step never redraws it, and Pixi
 * keeps it as one texture (cacheAsTexture): a frame then draws one image instead of up to a thousand
 * curves, which on the largest graphs is most of a frame's work.
 */
function PlainEdges({ edges, palette }: { edges: readonly EdgeLayout[]; palette: ScenePalette }) {
  const { invalidate } = useScene();
  const layer = useRef<Container>(null);
  const draw = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      const stroke = edgeStroke('default', palette);
      for (const edge of edges) traceEdge(graphics, edge, stroke);
    },
    [edges, palette],
  );
  // The Graphics has drawn by the time its parent's layout effect runs: cache it, or refresh the cache.
  useLayoutEffect(() => {
    const container = layer.current;
    if (!container) return;
    if (container.isCachedAsTexture) container.updateCacheTexture();
    else container.cacheAsTexture(true);
    invalidate();
  }, [draw, invalidate]);
  return (
    <pixiContainer ref={layer}>
      <pixiGraphics draw={draw} />
    </pixiContainer>
  );
}

/** The edges a step has given a state, drawn over the plain ones. */
function HighlightedEdges({
  edges,
  states,
  palette,
}: {
  edges: readonly EdgeLayout[];
  states: ReadonlyMap<string, EdgeState>;
  palette: ScenePalette;
}) {
  const draw = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      for (const edge of edges) {
        const state = states.get(edge.key) ?? 'default';
        if (state !== 'default') traceEdge(graphics, edge, edgeStroke(state, palette));
      }
    },
    [edges, states, palette],
  );
  return <pixiGraphics draw={draw} />;
}

function traceEdge(
  graphics: Graphics,
  edge: EdgeLayout,
  stroke: { colour: number; width: number; alpha: number },
) {
  graphics
    .moveTo(edge.from.x, edge.from.y)
    .quadraticCurveTo(edge.control.x, edge.control.y, edge.to.x, edge.to.y)
    .stroke({ width: stroke.width, color: stroke.colour, alpha: stroke.alpha, cap: 'round' });
  if (edge.arrow)
    graphics.poly([...edge.arrow]).fill({ color: stroke.colour, alpha: Math.max(0.7, stroke.alpha) });
}

const WeightPlate = memo(function WeightPlate({
  weight,
  state,
  palette,
}: {
  weight: NonNullable<EdgeLayout['weight']>;
  state: EdgeState;
  palette: ScenePalette;
}) {
  const { width, height } = weight;
  const draw = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      graphics
        .roundRect(-width / 2, -height / 2, width, height, 5)
        .fill({ color: palette.background, alpha: 0.94 });
    },
    [width, height, palette.background],
  );
  const highlighted = state !== 'default' && state !== 'rejected';
  return (
    <pixiContainer x={weight.x} y={weight.y}>
      <pixiGraphics draw={draw} />
      <SceneLabel
        text={weight.text}
        colour={highlighted ? edgeStroke(state, palette).colour : palette.label}
        fontSize={12}
        weight="700"
      />
    </pixiContainer>
  );
});

const Vertex = memo(function Vertex({
  vertex,
  state,
  note,
  radius,
  label,
  palette,
}: {
  vertex: VertexLayout;
  state: VertexState;
  /** The distance label under the vertex ('∞', '7'), or null. */
  note: string | null;
  radius: number;
  /** The label as fitted in the circle (one or two lines, its font). */
  label: VertexLabelFit;
  palette: ScenePalette;
}) {
  const { invalidate, reducedMotion } = useScene();
  const ref = useRef<Container>(null);
  const fill = vertexColour(state, palette);

  // The vertex a step reaches swells a little and settles, so the eye finds it.
  const [pulse] = useState(() => ({ scale: 1 }));
  useLayoutEffect(() => {
    const container = ref.current;
    if (!container || state !== 'current') return;
    tweenTo(
      pulse,
      { scale: 1 },
      {
        duration: PULSE_SECONDS,
        reducedMotion,
        from: { scale: 1.3 },
        onUpdate: () => {
          container.scale.set(pulse.scale);
          invalidate();
        },
      },
    );
  }, [pulse, state, reducedMotion, invalidate]);
  useLayoutEffect(() => () => stopTweens(pulse), [pulse]);

  const draw = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      graphics
        .circle(0, 0, radius)
        .fill({ color: fill })
        .stroke({ width: 2, color: state === 'default' ? palette.label : fill, alpha: 0.9 });
    },
    [radius, fill, state, palette.label],
  );
  return (
    <pixiContainer x={vertex.x} y={vertex.y}>
      <pixiContainer ref={ref}>
        <pixiGraphics draw={draw} />
        {label.lines.map((line, i) => (
          <SceneLabel
            key={i}
            text={line}
            y={(i - (label.lines.length - 1) / 2) * LABEL_LINE_HEIGHT * label.fontSize}
            colour={readableOn(fill, [palette.label, palette.labelOnFill])}
            fontSize={label.fontSize}
            weight="700"
          />
        ))}
      </pixiContainer>
      {note === null ? null : (
        <SceneLabel
          text={note}
          y={radius + 3}
          anchor={{ x: 0.5, y: 0 }}
          colour={palette.label}
          fontSize={12}
          weight="600"
        />
      )}
    </pixiContainer>
  );
});

/**
 * A graph drawn as circles and lines, each coloured by its state in the current step. The geometry is
 * laid out once per graph, places and size; a step changes only the states, so only the highlighted
 * edges and the plates and vertices whose state changed are drawn again.
 */
export function GraphScene({ model }: { model: GraphSceneModel }) {
  const { width, height, palette } = useScene();
  useDrawAfterCommit();
  useEffect(loadMotionEngine, []);
  const { graph, positions, dist, vertexStates, edgeStates } = model;
  const withNotes = dist !== null;
  const layout = useMemo(
    () => layoutGraphGeometry(graph, positions, width, height, withNotes),
    [graph, positions, width, height, withNotes],
  );
  return (
    <pixiContainer>
      <PlainEdges edges={layout.edges} palette={palette} />
      <HighlightedEdges edges={layout.edges} states={edgeStates} palette={palette} />
      {layout.edges.map((edge) =>
        edge.weight ? (
          <WeightPlate
            key={edge.key}
            weight={edge.weight}
            state={edgeStates.get(edge.key) ?? 'default'}
            palette={palette}
          />
        ) : null,
      )}
      {layout.vertices.map((vertex) => (
        <Vertex
          key={vertex.id}
          vertex={vertex}
          state={vertexStates.get(vertex.id) ?? 'default'}
          note={dist ? formatDistance(dist.get(vertex.id) ?? Infinity) : null}
          radius={layout.radius}
          label={layout.labels.get(vertex.id) ?? { lines: [vertex.id], fontSize: layout.fontSize }}
          palette={palette}
        />
      ))}
    </pixiContainer>
  );
}
