import type { Graphics } from 'pixi.js';
import { useCallback } from 'react';
import type { ScenePalette } from '../host/palette';
import { useDrawAfterCommit, useScene } from '../host/SceneContext';
import { SceneLabel } from '../host/SceneLabel';
import { boardLayout } from './layout';

/** A square the step looks at: a queen just placed, or a square pruned because a queen attacks it. */
export interface BoardTry {
  readonly row: number;
  readonly col: number;
  readonly pruned: boolean;
  /** The queen that attacks a pruned square. */
  readonly by: { readonly row: number; readonly col: number } | null;
}

export interface BoardSceneModel {
  readonly n: number;
  /** The column of each row's queen, from row 0. */
  readonly queens: readonly number[];
  readonly tried: BoardTry | null;
  /** The queens form a solution. */
  readonly solved: boolean;
}

/** A crown: three points over a band, `size` wide, centred on (x, y). */
function crown(graphics: Graphics, x: number, y: number, size: number, fill: number, rim: number) {
  const w = size / 2;
  const h = size * 0.42;
  graphics
    .poly([
      x - w,
      y + h,
      x - w,
      y - h * 0.6,
      x - w / 2,
      y,
      x,
      y - h,
      x + w / 2,
      y,
      x + w,
      y - h * 0.6,
      x + w,
      y + h,
    ])
    .fill({ color: fill })
    .stroke({ width: 1.5, color: rim });
}

function queenFill(palette: ScenePalette, solved: boolean, placed: boolean) {
  if (solved) return palette.found;
  return placed ? palette.active : palette.range;
}

/**
 * The N-Queens board: light and dark squares, a crown for each queen placed (red for the one just
 * placed, green once they form a solution), and a pruned square crossed out in orange with the queen
 * that attacks it ringed. Row and column numbers, from 0, run along the left and the top.
 */
export function BoardScene({ model }: { model: BoardSceneModel }) {
  const { width, palette } = useScene();
  useDrawAfterCommit();
  const layout = boardLayout(model.n, width);
  const draw = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      const { cell, left, top } = layout;
      for (let r = 0; r < model.n; r++)
        for (let c = 0; c < model.n; c++)
          graphics
            .rect(left + c * cell, top + r * cell, cell, cell)
            .fill({ color: (r + c) % 2 === 0 ? palette.background : palette.grid });
      graphics
        .rect(left, top, model.n * cell, model.n * cell)
        .stroke({ width: 1.5, color: palette.label, alpha: 0.6 });
      const tried = model.tried;
      if (tried?.pruned) {
        const x = left + tried.col * cell;
        const y = top + tried.row * cell;
        const inset = cell * 0.2;
        graphics.rect(x + 1, y + 1, cell - 2, cell - 2).stroke({ width: 2.5, color: palette.compare });
        graphics
          .moveTo(x + inset, y + inset)
          .lineTo(x + cell - inset, y + cell - inset)
          .moveTo(x + cell - inset, y + inset)
          .lineTo(x + inset, y + cell - inset)
          .stroke({ width: 2.5, color: palette.compare });
        if (tried.by) {
          const bx = left + (tried.by.col + 0.5) * cell;
          const by = top + (tried.by.row + 0.5) * cell;
          graphics
            .moveTo(bx, by)
            .lineTo(x + cell / 2, y + cell / 2)
            .stroke({ width: 2, color: palette.compare, alpha: 0.6 });
          graphics.circle(bx, by, cell * 0.45).stroke({ width: 2.5, color: palette.compare });
        }
      }
      model.queens.forEach((col, row) => {
        const placed = tried !== null && !tried.pruned && tried.row === row && tried.col === col;
        crown(
          graphics,
          left + (col + 0.5) * cell,
          top + (row + 0.5) * cell,
          cell * 0.62,
          queenFill(palette, model.solved, placed),
          palette.label,
        );
      });
    },
    [layout, model, palette],
  );
  const font = Math.max(9, Math.min(11, layout.cell * 0.3));
  return (
    <pixiContainer>
      <pixiGraphics draw={draw} />
      {Array.from({ length: model.n }, (_, i) => (
        <pixiContainer key={i}>
          <SceneLabel
            text={String(i)}
            x={layout.left - 6}
            y={layout.top + (i + 0.5) * layout.cell}
            anchor={{ x: 1, y: 0.5 }}
            colour={palette.label}
            alpha={0.75}
            fontSize={font}
          />
          <SceneLabel
            text={String(i)}
            x={layout.left + (i + 0.5) * layout.cell}
            y={layout.top + model.n * layout.cell + 7}
            colour={palette.label}
            alpha={0.75}
            fontSize={font}
          />
        </pixiContainer>
      ))}
    </pixiContainer>
  );
}
