import type { Graphics } from 'pixi.js';
import { useCallback, useMemo } from 'react';
import { readableOn } from '../host/contrast';
import type { ScenePalette } from '../host/palette';
import { useDrawAfterCommit, useScene } from '../host/SceneContext';
import { SceneLabel } from '../host/SceneLabel';
import { gridLayout } from './layout';

/** A cell's state as the scene draws it: 0 plain, 1 open set, 2 closed, 3 on the path. */
export interface GridSceneModel {
  readonly rows: number;
  readonly cols: number;
  /** 1 for a wall, by cell (row × cols + column). */
  readonly walls: Uint8Array;
  readonly states: Uint8Array;
  readonly start: number;
  readonly goal: number;
  /** The cell the step acts on, and the cell the keyboard is on; -1 for none. */
  readonly current: number;
  readonly cursor: number;
}

/** The colour a cell is filled with: start, goal and walls first, then the search's state. */
function fillOf(model: GridSceneModel, palette: ScenePalette, index: number): number {
  if (index === model.start) return palette.bar;
  if (index === model.goal) return palette.active;
  if (model.walls[index] === 1) return palette.label;
  const state = model.states[index];
  return state === 3
    ? palette.found
    : state === 2
      ? palette.range
      : state === 1
        ? palette.compare
        : palette.grid;
}

/**
 * A path search on a grid: walls dark, the open set and the closed cells in two colours, the path over
 * them, start and goal marked S and G, the step's cell outlined, and the keyboard's cell ringed in red.
 */
export function GridScene({ model }: { model: GridSceneModel }) {
  const { width, palette } = useScene();
  useDrawAfterCommit();
  const layout = useMemo(() => gridLayout(model.rows, model.cols, width), [model.rows, model.cols, width]);
  const { cell, originX, originY } = layout;
  const gap = cell >= 12 ? 2 : 1;
  const draw = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      for (let r = 0; r < model.rows; r++) {
        for (let c = 0; c < model.cols; c++) {
          const index = r * model.cols + c;
          const x = originX + c * cell;
          const y = originY + r * cell;
          const fill = fillOf(model, palette, index);
          graphics.rect(x + gap / 2, y + gap / 2, cell - gap, cell - gap).fill({
            color: fill,
            alpha: fill === palette.grid ? 0.35 : 1,
          });
          if (model.states[index] === 3 && (index === model.start || index === model.goal))
            graphics
              .rect(x + gap / 2, y + gap / 2, cell - gap, cell - gap)
              .stroke({ width: Math.max(2, cell / 8), color: palette.found });
        }
      }
      for (const [index, colour, thick] of [
        [model.current, palette.label, 3],
        [model.cursor, palette.active, 2],
      ] as const) {
        if (index < 0) continue;
        const x = originX + (index % model.cols) * cell;
        const y = originY + Math.floor(index / model.cols) * cell;
        graphics.rect(x + 1, y + 1, cell - 2, cell - 2).stroke({ width: thick, color: colour });
      }
    },
    [model, cell, originX, originY, gap, palette],
  );
  const letters = layout.lettered
    ? ([
        [model.start, 'S'],
        [model.goal, 'G'],
      ] as const)
    : [];
  return (
    <pixiContainer>
      <pixiGraphics draw={draw} />
      {letters.map(([index, letter]) => (
        <SceneLabel
          key={letter}
          text={letter}
          x={originX + (index % model.cols) * cell + cell / 2}
          y={originY + Math.floor(index / model.cols) * cell + cell / 2}
          colour={readableOn(fillOf(model, palette, index), [palette.label, palette.labelOnFill])}
          fontSize={Math.round(cell * 0.5)}
          weight="700"
        />
      ))}
    </pixiContainer>
  );
}
