import type { Graphics } from 'pixi.js';
import { useCallback, useEffect } from 'react';
import { readableOn } from '../host/contrast';
import { loadMotionEngine } from '../host/motionEngine';
import type { ScenePalette } from '../host/palette';
import { useDrawAfterCommit, useScene } from '../host/SceneContext';
import { SceneLabel } from '../host/SceneLabel';
import { Pop } from '../math/Pop';
import type { RecursionTreeLayout, PlacedCall } from './layout';

/**
 * A call's look: running (active), waiting on the stack (range), returned (default), answered from a
 * cache (found), a solution, or a pruned branch that was never called.
 */
export type RecursionCallState = 'active' | 'range' | 'default' | 'found' | 'solution' | 'pruned';

export interface RecursionCall {
  readonly id: string;
  /** What the circle holds: fib's n, the choice that made the call. */
  readonly label: string;
  /** What is written under it: a return value ('=5'), a remainder, a count of hidden calls; or null. */
  readonly note: string | null;
  readonly state: RecursionCallState;
  /** An inner ring: fib's repeated calls (worked out again). */
  readonly ring: boolean;
}

export interface RecursionTreeSceneModel {
  readonly calls: readonly RecursionCall[];
}

function callFill(state: RecursionCallState, palette: ScenePalette): number {
  switch (state) {
    case 'active':
      return palette.active;
    case 'range':
      return palette.range;
    case 'found':
    case 'solution':
      return palette.found;
    case 'pruned':
      return palette.background;
    case 'default':
      return palette.grid;
  }
}

function CallNodeView({
  at,
  call,
  palette,
  layout,
}: {
  layout: RecursionTreeLayout;
  at: PlacedCall;
  call: RecursionCall;
  palette: ScenePalette;
}) {
  const { state, ring, label, note } = call;
  const fill = callFill(state, palette);
  const { radius } = layout;
  const draw = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      graphics.circle(0, 0, radius).fill({ color: fill });
      if (state === 'pruned') {
        // A pruned branch: an orange rim and a cross, never called.
        const arm = radius * 0.62;
        graphics.circle(0, 0, radius - 1).stroke({ width: 2, color: palette.compare });
        graphics
          .moveTo(-arm, -arm)
          .lineTo(arm, arm)
          .moveTo(arm, -arm)
          .lineTo(-arm, arm)
          .stroke({ width: 1.5, color: palette.compare, alpha: 0.7 });
      } else if (state === 'solution') {
        graphics.circle(0, 0, radius).stroke({ width: 1.5, color: palette.label, alpha: 0.8 });
        graphics.circle(0, 0, radius + 3.5).stroke({ width: 2, color: palette.found });
      } else if (ring) {
        // A repeated call's ring is drawn inside the circle, so it never reaches a neighbour.
        graphics.circle(0, 0, radius - 1.25).stroke({ width: 2.5, color: palette.compare });
      } else graphics.circle(0, 0, radius).stroke({ width: 1.5, color: palette.label, alpha: 0.6 });
    },
    [fill, ring, state, palette, radius],
  );
  return (
    <Pop x={at.x} y={at.y} trigger={state === 'active' ? at.id : null} from={0.5}>
      <pixiGraphics draw={draw} />
      <SceneLabel
        text={label}
        colour={readableOn(fill, [palette.label, palette.labelOnFill])}
        fontSize={layout.fontSize}
        weight="700"
      />
      {note === null ? null : (
        <SceneLabel text={note} y={layout.valueY} colour={palette.label} fontSize={layout.valueFontSize} />
      )}
    </Pop>
  );
}

/**
 * The recursion tree: each call a circle holding its label (fib's n, a backtracking choice), with a
 * note under it (the value it returned, what is left); the edges to its children start below that note.
 * The DP page draws Fibonacci's call tree with it, the backtracking page its search tree.
 */
export function RecursionTreeScene({
  model,
  layout,
}: {
  model: RecursionTreeSceneModel;
  layout: RecursionTreeLayout;
}) {
  const { palette } = useScene();
  useDrawAfterCommit();
  useEffect(loadMotionEngine, []);
  const edges = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      for (const call of model.calls) {
        const at = layout.nodes.get(call.id);
        if (!at?.parent) continue;
        const faint = call.state === 'found' || call.state === 'pruned';
        graphics
          .moveTo(at.parent.x, at.parent.y + layout.edgeStartY)
          .lineTo(at.x, at.y - layout.radius)
          .stroke({ width: 1.5, color: palette.label, alpha: faint ? 0.35 : 0.6 });
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
          <CallNodeView key={call.id} at={at} call={call} palette={palette} layout={layout} />
        ) : null;
      })}
    </pixiContainer>
  );
}
