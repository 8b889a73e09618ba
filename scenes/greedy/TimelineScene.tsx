import type { Graphics } from 'pixi.js';
import { useCallback, useEffect, useMemo } from 'react';
import { readableOn } from '../host/contrast';
import { loadMotionEngine } from '../host/motionEngine';
import type { PlacementMotion } from '../host/placementMotion';
import type { ScenePalette } from '../host/palette';
import { useDrawAfterCommit, useScene } from '../host/SceneContext';
import { SceneLabel } from '../host/SceneLabel';
import { usePlacementMotion } from '../host/usePlacementMotion';
import { layoutTimeline, PAD, type TimelineActivity, type TimelineLayout, type TimelineRow } from './layout';

export type TimelineState = 'default' | 'current' | 'accepted' | 'rejected';

export interface TimelineSceneModel {
  readonly activities: readonly TimelineActivity[];
  /** The ids top to bottom. */
  readonly order: readonly number[];
  readonly states: Readonly<Record<number, TimelineState>>;
  /** The finish of the last activity chosen, marked by a line; null before the first. */
  readonly lastFinish: number | null;
}

function barFill(state: TimelineState, palette: ScenePalette): number {
  switch (state) {
    case 'accepted':
      return palette.found;
    case 'current':
      return palette.active;
    case 'rejected':
      return palette.grid;
    case 'default':
      return palette.cell;
  }
}

function Row({
  row,
  activity,
  state,
  layout,
  palette,
  motion,
}: {
  row: TimelineRow;
  activity: TimelineActivity;
  state: TimelineState;
  layout: TimelineLayout;
  palette: ScenePalette;
  motion: PlacementMotion;
}) {
  const fill = barFill(state, palette);
  const { barHeight, rowHeight } = layout;
  const width = Math.max(2, row.x1 - row.x0);
  const draw = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      const top = (rowHeight - barHeight) / 2;
      graphics
        .roundRect(row.x0, top, width, barHeight, 4)
        .fill({ color: fill, alpha: state === 'rejected' ? 0.9 : 1 })
        .stroke({
          width: state === 'current' ? 2.5 : 1,
          color: state === 'rejected' ? palette.label : fill,
          alpha: state === 'rejected' ? 0.45 : 1,
        });
      if (state === 'rejected')
        graphics
          .moveTo(row.x0 + 2, rowHeight / 2)
          .lineTo(row.x0 + width - 2, rowHeight / 2)
          .stroke({ width: 1.5, color: palette.label, alpha: 0.55 });
    },
    [row.x0, width, rowHeight, barHeight, fill, state, palette.label],
  );
  const text = `${activity.start}–${activity.finish}`;
  const fits = width >= text.length * 7 + 8;
  return (
    <pixiContainer ref={motion.ref(row.id)}>
      <SceneLabel
        text={`#${row.id}`}
        x={layout.left - 6}
        y={rowHeight / 2}
        anchor={{ x: 1, y: 0.5 }}
        colour={palette.label}
        alpha={0.8}
        fontSize={11}
        weight="600"
      />
      <pixiGraphics draw={draw} />
      {state === 'rejected' ? null : (
        <SceneLabel
          text={text}
          x={fits ? row.x0 + width / 2 : row.x1 + 4}
          y={rowHeight / 2}
          anchor={fits ? 0.5 : { x: 0, y: 0.5 }}
          colour={fits ? readableOn(fill, [palette.label, palette.labelOnFill]) : palette.label}
          fontSize={11}
          weight="600"
        />
      )}
    </pixiContainer>
  );
}

/**
 * The activities as bars on a time axis, one row each; when they are sorted by finish time the rows
 * glide into their new order. Chosen bars are filled, rejected ones struck through, the one being
 * checked outlined, and a line marks when the last chosen activity finishes.
 */
export function TimelineScene({ model }: { model: TimelineSceneModel }) {
  const { width } = useScene();
  useEffect(loadMotionEngine, []);
  return <TimelineDrawing key={width} model={model} />;
}

function TimelineDrawing({ model }: { model: TimelineSceneModel }) {
  const { width, palette } = useScene();
  useDrawAfterCommit();
  const layout = useMemo(
    () => layoutTimeline(model.activities, model.order, width),
    [model.activities, model.order, width],
  );
  const elements = useMemo(
    () =>
      layout.rows.map((row) => ({
        id: row.id,
        target: { x: 0, y: row.y, alpha: 1 },
        enter: { x: 0, y: row.y, alpha: 0 },
      })),
    [layout],
  );
  const motion = usePlacementMotion(elements);
  const byId = useMemo(() => new Map(model.activities.map((a) => [a.id, a])), [model.activities]);
  const axis = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      const { axisY, ticks } = layout;
      const first = ticks[0];
      const last = ticks.at(-1);
      if (first && last)
        graphics
          .moveTo(first.x, axisY)
          .lineTo(last.x, axisY)
          .stroke({ width: 1.5, color: palette.label, alpha: 0.7 });
      for (const tick of ticks) {
        graphics
          .moveTo(tick.x, axisY)
          .lineTo(tick.x, axisY + 4)
          .stroke({ width: 1, color: palette.label, alpha: 0.7 });
        graphics
          .moveTo(tick.x, PAD + 18)
          .lineTo(tick.x, axisY)
          .stroke({ width: 1, color: palette.grid, alpha: 0.8 });
      }
    },
    [layout, palette],
  );
  const lastX = model.lastFinish === null ? null : layout.x(model.lastFinish);
  const marker = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      if (lastX === null) return;
      for (let y = PAD + 16; y < layout.axisY; y += 8)
        graphics
          .moveTo(lastX, y)
          .lineTo(lastX, Math.min(y + 4, layout.axisY))
          .stroke({ width: 2, color: palette.active });
    },
    [lastX, layout.axisY, palette.active],
  );
  const caption = lastX === null ? null : `last finish ${model.lastFinish}`;
  return (
    <pixiContainer>
      <pixiGraphics draw={axis} />
      {layout.ticks.map((tick) => (
        <SceneLabel
          key={tick.time}
          text={String(tick.time)}
          x={tick.x}
          y={layout.axisY + 6}
          anchor={{ x: 0.5, y: 0 }}
          colour={palette.label}
          alpha={0.8}
          fontSize={11}
        />
      ))}
      {layout.rows.map((row) => {
        const activity = byId.get(row.id);
        return activity ? (
          <Row
            key={row.id}
            row={row}
            activity={activity}
            state={model.states[row.id] ?? 'default'}
            layout={layout}
            palette={palette}
            motion={motion}
          />
        ) : null;
      })}
      <pixiGraphics draw={marker} />
      {caption !== null && lastX !== null ? (
        <SceneLabel
          text={caption}
          x={Math.min(Math.max(lastX, PAD + 50), width - PAD - 50)}
          y={PAD + 6}
          colour={palette.active}
          fontSize={12}
          weight="700"
        />
      ) : null}
    </pixiContainer>
  );
}
