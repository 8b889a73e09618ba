import type { Graphics } from 'pixi.js';
import { useCallback, useMemo } from 'react';
import { readableOn } from '../host/contrast';
import type { ScenePalette } from '../host/palette';
import { useDrawAfterCommit, useScene } from '../host/SceneContext';
import { SceneLabel } from '../host/SceneLabel';
import { cellAt, type TableLayout } from '../dp/layout';
import { matrixText, MOST_LABELLED_CELLS, type MatrixCellLook, type MatrixSceneModel } from './layout';

function lookFill(look: MatrixCellLook, palette: ScenePalette): number {
  switch (look) {
    case 'default':
      return palette.grid;
    case 'current':
      return palette.compare;
    case 'improved':
      return palette.found;
    case 'negative':
      return palette.target;
  }
}

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
  const draw = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      model.state.forEach((row, r) =>
        row.forEach((look, c) => {
          const { x, y } = cellAt(layout, r, c);
          graphics.rect(x + 1, y + 1, w - 2, h - 2).fill({ color: lookFill(look, palette) });
        }),
      );
      if (k !== -1 && n > 0) {
        const row = cellAt(layout, k, 0);
        const col = cellAt(layout, 0, k);
        graphics.rect(row.x, row.y, n * w, h).stroke({ width: 2, color: palette.active });
        graphics.rect(col.x, col.y, w, n * h).stroke({ width: 2, color: palette.active });
      }
    },
    [model, layout, w, h, palette, k, n],
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
      <pixiGraphics draw={draw} />
      {model.labels.map((text, c) => (
        <SceneLabel
          key={`c${c}`}
          text={text}
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
          text={text}
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
