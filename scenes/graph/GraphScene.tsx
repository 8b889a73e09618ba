import type { Container, Graphics } from 'pixi.js';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { readableOn } from '../host/contrast';
import { loadMotionEngine } from '../host/motionEngine';
import type { ScenePalette } from '../host/palette';
import { useDrawAfterCommit, useScene } from '../host/SceneContext';
import { SceneLabel } from '../host/SceneLabel';
import { stopTweens, tweenTo } from '../host/tweens';
import {
  edgeStroke,
  layoutGraphScene,
  vertexColour,
  type EdgeLayout,
  type GraphSceneModel,
  type VertexLayout,
} from './layout';

/** How long the vertex a step reaches swells and settles, in seconds. */
const PULSE_SECONDS = 0.35;

function Edges({ edges, palette }: { edges: readonly EdgeLayout[]; palette: ScenePalette }) {
  const draw = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      // Plain edges first, so highlighted ones are drawn over them.
      const ordered = [...edges].sort(
        (a, b) => Number(a.state !== 'default') - Number(b.state !== 'default'),
      );
      for (const edge of ordered) {
        const stroke = edgeStroke(edge.state, palette);
        graphics
          .moveTo(edge.from.x, edge.from.y)
          .quadraticCurveTo(edge.control.x, edge.control.y, edge.to.x, edge.to.y)
          .stroke({ width: stroke.width, color: stroke.colour, alpha: stroke.alpha, cap: 'round' });
        if (edge.arrow)
          graphics.poly([...edge.arrow]).fill({ color: stroke.colour, alpha: Math.max(0.7, stroke.alpha) });
      }
    },
    [edges, palette],
  );
  return <pixiGraphics draw={draw} />;
}

function WeightPlate({ edge, palette }: { edge: EdgeLayout; palette: ScenePalette }) {
  const weight = edge.weight;
  const width = Math.max(18, 8 + (weight?.text.length ?? 0) * 7.5);
  const draw = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      graphics.roundRect(-width / 2, -9, width, 18, 5).fill({ color: palette.background, alpha: 0.92 });
    },
    [width, palette.background],
  );
  if (!weight) return null;
  const highlighted = edge.state !== 'default' && edge.state !== 'rejected';
  return (
    <pixiContainer x={weight.x} y={weight.y}>
      <pixiGraphics draw={draw} />
      <SceneLabel
        text={weight.text}
        colour={highlighted ? edgeStroke(edge.state, palette).colour : palette.label}
        fontSize={12}
        weight="700"
      />
    </pixiContainer>
  );
}

function Vertex({
  vertex,
  radius,
  fontSize,
  palette,
}: {
  vertex: VertexLayout;
  radius: number;
  fontSize: number;
  palette: ScenePalette;
}) {
  const { invalidate, reducedMotion } = useScene();
  const ref = useRef<Container>(null);
  const fill = vertexColour(vertex.state, palette);

  // The vertex a step reaches swells a little and settles, so the eye finds it.
  const [pulse] = useState(() => ({ scale: 1 }));
  useLayoutEffect(() => {
    const container = ref.current;
    if (!container || vertex.state !== 'current') return;
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
  }, [pulse, vertex.state, reducedMotion, invalidate]);
  useLayoutEffect(() => () => stopTweens(pulse), [pulse]);

  const draw = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      graphics
        .circle(0, 0, radius)
        .fill({ color: fill })
        .stroke({ width: 2, color: vertex.state === 'default' ? palette.label : fill, alpha: 0.9 });
    },
    [radius, fill, vertex.state, palette.label],
  );
  return (
    <pixiContainer x={vertex.x} y={vertex.y}>
      <pixiContainer ref={ref}>
        <pixiGraphics draw={draw} />
        <SceneLabel
          text={vertex.id}
          colour={readableOn(fill, [palette.label, palette.labelOnFill])}
          fontSize={fontSize}
          weight="700"
        />
      </pixiContainer>
      {vertex.note === null ? null : (
        <SceneLabel
          text={vertex.note}
          y={radius + 3}
          anchor={{ x: 0.5, y: 0 }}
          colour={palette.label}
          fontSize={12}
          weight="600"
        />
      )}
    </pixiContainer>
  );
}

/** A graph drawn as circles and lines, each coloured by its state in the current step. */
export function GraphScene({ model }: { model: GraphSceneModel }) {
  const { width, height, palette } = useScene();
  useDrawAfterCommit();
  useEffect(loadMotionEngine, []);
  const layout = useMemo(() => layoutGraphScene(model, width, height), [model, width, height]);
  return (
    <pixiContainer>
      <Edges edges={layout.edges} palette={palette} />
      {layout.edges.map((edge) => (
        <WeightPlate key={edge.key} edge={edge} palette={palette} />
      ))}
      {layout.vertices.map((vertex) => (
        <Vertex
          key={vertex.id}
          vertex={vertex}
          radius={layout.radius}
          fontSize={layout.fontSize}
          palette={palette}
        />
      ))}
    </pixiContainer>
  );
}
