import type { Graphics } from 'pixi.js';
import { useCallback, useEffect } from 'react';
import { readableOn } from '../host/contrast';
import { loadMotionEngine } from '../host/motionEngine';
import type { ScenePalette } from '../host/palette';
import { useDrawAfterCommit, useScene } from '../host/SceneContext';
import { SceneLabel } from '../host/SceneLabel';
import { Pop } from '../math/Pop';
import type { CallTreeLayout, PlacedCall } from './layout';

type CallState = 'active' | 'range' | 'default' | 'found';

export interface CallTreeSceneModel {
  readonly calls: readonly {
    id: string;
    n: number;
    value: number | null;
    state: CallState;
    repeat: boolean;
  }[];
  /** Plain recursion marks repeated calls; memoisation draws its cache hits as pruned leaves. */
  readonly markRepeats: boolean;
}

function callFill(state: CallState, palette: ScenePalette): number {
  switch (state) {
    case 'active':
      return palette.active;
    case 'range':
      return palette.range;
    case 'found':
      return palette.found;
    case 'default':
      return palette.grid;
  }
}

function CallNodeView({
  at,
  n,
  value,
  state,
  repeat,
  palette,
  layout,
}: {
  layout: CallTreeLayout;
  at: PlacedCall;
  n: number;
  value: number | null;
  state: CallState;
  repeat: boolean;
  palette: ScenePalette;
}) {
  const fill = callFill(state, palette);
  const { radius } = layout;
  const draw = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      graphics.circle(0, 0, radius).fill({ color: fill });
      // A repeated call's ring is drawn inside the circle, so it never reaches a neighbour.
      if (repeat) graphics.circle(0, 0, radius - 1.25).stroke({ width: 2.5, color: palette.compare });
      else graphics.circle(0, 0, radius).stroke({ width: 1.5, color: palette.label, alpha: 0.6 });
    },
    [fill, repeat, palette, radius],
  );
  return (
    <Pop x={at.x} y={at.y} trigger={state === 'active' ? at.id : null} from={0.5}>
      <pixiGraphics draw={draw} />
      <SceneLabel
        text={String(n)}
        colour={readableOn(fill, [palette.label, palette.labelOnFill])}
        fontSize={layout.fontSize}
        weight="700"
      />
      {value === null ? null : (
        <SceneLabel
          text={`=${value}`}
          y={layout.valueY}
          colour={palette.label}
          fontSize={layout.valueFontSize}
        />
      )}
    </Pop>
  );
}

/**
 * The call tree: each call fib(n) a circle holding n, its value under it once returned; the edges to its
 * children start below that value.
 */
export function CallTreeScene({ model, layout }: { model: CallTreeSceneModel; layout: CallTreeLayout }) {
  const { palette } = useScene();
  useDrawAfterCommit();
  useEffect(loadMotionEngine, []);
  const edges = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      for (const call of model.calls) {
        const at = layout.nodes.get(call.id);
        if (!at?.parent) continue;
        graphics
          .moveTo(at.parent.x, at.parent.y + layout.edgeStartY)
          .lineTo(at.x, at.y - layout.radius)
          .stroke({ width: 1.5, color: palette.label, alpha: call.state === 'found' ? 0.35 : 0.6 });
      }
    },
    [model.calls, layout, palette.label],
  );
  return (
    <pixiContainer>
      <pixiGraphics draw={edges} />
      {model.calls.map((call) => {
        const at = layout.nodes.get(call.id);
        return at ? (
          <CallNodeView
            key={call.id}
            at={at}
            n={call.n}
            value={call.value}
            state={call.state}
            repeat={model.markRepeats && call.repeat}
            palette={palette}
            layout={layout}
          />
        ) : null;
      })}
    </pixiContainer>
  );
}
