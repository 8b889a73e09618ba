import type { Graphics } from 'pixi.js';
import { useCallback, useEffect, useMemo } from 'react';
import { readableOn } from '../host/contrast';
import { loadMotionEngine } from '../host/motionEngine';
import type { ScenePalette } from '../host/palette';
import { useDrawAfterCommit, useScene } from '../host/SceneContext';
import { SceneLabel } from '../host/SceneLabel';
import { Pop } from '../math/Pop';
import {
  cellAt,
  cellKey,
  cellLooks,
  type CellLook,
  type DpTableSceneModel,
  type TableLayout,
} from './layout';

type Arrow = 'diag' | 'up' | 'left';

function lookFill(look: CellLook, palette: ScenePalette): number {
  switch (look) {
    case 'empty':
      return palette.background;
    case 'default':
      return palette.grid;
    case 'compare':
      return palette.compare;
    case 'found':
      return palette.found;
    case 'active':
      return palette.active;
  }
}

const ARROW_GLYPH: Record<Arrow, string> = { diag: '↖', up: '↑', left: '←' };

/** A DP table: headers, cells with their values, the cell being filled, what it reads, the traceback. */
export function DpTableScene({
  model,
  layout,
  answer = [],
}: {
  model: DpTableSceneModel;
  layout: TableLayout;
  /** Cells ('row,col') ringed: what the answer shown by practice refers to. */
  answer?: readonly string[];
}) {
  const { palette } = useScene();
  useDrawAfterCommit();
  useEffect(loadMotionEngine, []);
  const looks = useMemo(() => cellLooks(model), [model]);
  const { cellWidth: w, cellHeight: h } = layout;
  const draw = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      model.values.forEach((row, r) =>
        row.forEach((_, c) => {
          const { x, y } = cellAt(layout, r, c);
          const look = looks.get(cellKey(r, c)) ?? 'empty';
          graphics.rect(x + 1, y + 1, w - 2, h - 2).fill({ color: lookFill(look, palette) });
          graphics
            .rect(x + 1, y + 1, w - 2, h - 2)
            .stroke({ width: 1, color: palette.label, alpha: look === 'empty' ? 0.25 : 0.4 });
          if (answer.includes(cellKey(r, c)))
            graphics.rect(x - 1, y - 1, w + 2, h + 2).stroke({ width: 3, color: palette.label });
        }),
      );
    },
    [model, layout, looks, w, h, palette, answer],
  );
  const labels = useMemo(() => {
    const out: { key: string; text: string; x: number; y: number; colour: number; size: number }[] = [];
    model.values.forEach((row, r) =>
      row.forEach((value, c) => {
        if (value === null) return;
        const { x, y } = cellAt(layout, r, c);
        const colour = readableOn(lookFill(looks.get(cellKey(r, c)) ?? 'default', palette), [
          palette.label,
          palette.labelOnFill,
        ]);
        out.push({
          key: `v${r},${c}`,
          text: String(value),
          x: x + w / 2,
          y: y + h / 2 + 2,
          colour,
          size: layout.fontSize,
        });
        const arrow = model.arrows?.[r]?.[c];
        if (arrow)
          out.push({ key: `a${r},${c}`, text: ARROW_GLYPH[arrow], x: x + 9, y: y + 9, colour, size: 10 });
      }),
    );
    return out;
  }, [model, layout, looks, w, h, palette]);
  const current = model.current;
  const at = current === null ? null : cellAt(layout, current[0], current[1]);
  const marker = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      graphics.rect(-w / 2, -h / 2, w, h).stroke({ width: 3, color: palette.label });
    },
    [w, h, palette.label],
  );
  return (
    <pixiContainer>
      <pixiGraphics draw={draw} />
      {model.colLabels.map((text, c) => (
        <SceneLabel
          key={`c${c}`}
          text={text}
          x={cellAt(layout, 0, c).x + w / 2}
          y={layout.originY - layout.headerHeight / 2}
          colour={palette.label}
          fontSize={12}
          weight="600"
        />
      ))}
      {model.rowLabels.map((text, r) => (
        <SceneLabel
          key={`r${r}`}
          text={text}
          x={layout.originX - 8}
          y={cellAt(layout, r, 0).y + h / 2}
          anchor={{ x: 1, y: 0.5 }}
          colour={palette.label}
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
          fontSize={label.size}
          weight={label.size > 10 ? '600' : undefined}
        />
      ))}
      {at === null ? null : (
        <Pop x={at.x + w / 2} y={at.y + h / 2} trigger={`${current?.[0]},${current?.[1]}`} from={1.4}>
          <pixiGraphics draw={marker} />
        </Pop>
      )}
    </pixiContainer>
  );
}
