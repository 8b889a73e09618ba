import type { Graphics } from 'pixi.js';
import { memo, useCallback, useMemo } from 'react';
import { readableOn } from '../host/contrast';
import type { ScenePalette } from '../host/palette';
import { useDrawAfterCommit, useScene } from '../host/SceneContext';
import { SceneLabel } from '../host/SceneLabel';
import { cellAt, type TableLayout } from '../dp/layout';
import {
  columnHeader,
  lookFill,
  matrixText,
  MOST_LABELLED_CELLS,
  rowHeader,
  type MatrixCellLook,
  type MatrixSceneModel,
} from './layout';

/** Two rows look alike when every cell has the same look: the row is then left as drawn. */
function sameLooks(a: readonly MatrixCellLook[], b: readonly MatrixCellLook[]): boolean {
  return a.length === b.length && a.every((look, c) => look === b[c]);
}

/**
 * Two layouts place cells alike: a layout that travelled to the scene worker is a new object on every
 * step, so rows compare what they draw with rather than identity.
 */
function sameCellGrid(a: TableLayout, b: TableLayout): boolean {
  return (
    a.cellWidth === b.cellWidth &&
    a.cellHeight === b.cellHeight &&
    a.originX === b.originX &&
    a.originY === b.originY
  );
}

interface MatrixRowProps {
  row: number;
  looks: readonly MatrixCellLook[];
  layout: TableLayout;
  palette: ScenePalette;
}

/**
 * One row of cells in its own Graphics, redrawn only when one of its cells changes look: a step changes
 * one or two cells, so a 100-vertex matrix repaints a row or two, not its 10,000 cells.
 */
const MatrixRow = memo(
  function MatrixRow({ row, looks, layout, palette }: MatrixRowProps) {
    const { cellWidth: w, cellHeight: h } = layout;
    const draw = useCallback(
      (graphics: Graphics) => {
        graphics.clear();
        looks.forEach((look, c) => {
          const { x, y } = cellAt(layout, row, c);
          graphics.rect(x + 1, y + 1, w - 2, h - 2).fill({ color: lookFill(look, palette) });
        });
      },
      [row, looks, layout, palette, w, h],
    );
    return <pixiGraphics draw={draw} />;
  },
  (before, after) =>
    before.row === after.row &&
    sameCellGrid(before.layout, after.layout) &&
    before.palette === after.palette &&
    sameLooks(before.looks, after.looks),
);

/**
 * Floyd-Warshall's distance matrix: a row and a column per vertex, each cell's value, the cell being
 * checked, the cells improved through the current k, negative diagonal entries, and k's row and column
 * outlined (every check reads one cell of each).
 */
export function MatrixScene({ model, layout }: { model: MatrixSceneModel; layout: TableLayout }) {
  const { palette } = useScene();
  useDrawAfterCommit();
  const { cellWidth: w, cellHeight: h } = layout;
  const n = model.labels.length;
  const k = model.through === null ? -1 : model.labels.indexOf(model.through);
  const drawThroughOutline = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      if (k !== -1 && n > 0) {
        const row = cellAt(layout, k, 0);
        const col = cellAt(layout, 0, k);
        graphics.rect(row.x, row.y, n * w, h).stroke({ width: 2, color: palette.active });
        graphics.rect(col.x, col.y, w, n * h).stroke({ width: 2, color: palette.active });
      }
    },
    [layout, w, h, palette, k, n],
  );
  const labels = useMemo(() => {
    if (n * n > MOST_LABELLED_CELLS) return [];
    const out: { key: string; text: string; x: number; y: number; colour: number }[] = [];
    model.value.forEach((row, r) =>
      row.forEach((d, c) => {
        const { x, y } = cellAt(layout, r, c);
        const look = model.state[r]?.[c] ?? 'default';
        out.push({
          key: `${r},${c}`,
          text: matrixText(d),
          x: x + w / 2,
          y: y + h / 2 + 1,
          colour: readableOn(lookFill(look, palette), [palette.label, palette.labelOnFill]),
        });
      }),
    );
    return out;
  }, [model, layout, w, h, palette, n]);
  const header = (r: number) => (r === k ? palette.active : palette.label);
  return (
    <pixiContainer>
      {model.state.map((looks, r) => (
        <MatrixRow key={r} row={r} looks={looks} layout={layout} palette={palette} />
      ))}
      <pixiGraphics draw={drawThroughOutline} />
      {model.labels.map((text, c) => (
        <SceneLabel
          key={`c${c}`}
          text={columnHeader(text)}
          x={cellAt(layout, 0, c).x + w / 2}
          y={layout.originY - layout.headerHeight / 2}
          colour={header(c)}
          fontSize={12}
          weight="600"
        />
      ))}
      {model.labels.map((text, r) => (
        <SceneLabel
          key={`r${r}`}
          text={rowHeader(text)}
          x={layout.originX - 8}
          y={cellAt(layout, r, 0).y + h / 2}
          anchor={{ x: 1, y: 0.5 }}
          colour={header(r)}
          fontSize={12}
          weight="600"
        />
      ))}
      {labels.map((label) => (
        <SceneLabel
          key={label.key}
          text={label.text}
          x={label.x}
          y={label.y}
          colour={label.colour}
          fontSize={layout.fontSize}
          weight="600"
        />
      ))}
    </pixiContainer>
  );
}
