import type { Graphics } from 'pixi.js';
import { useCallback } from 'react';
import { useDrawAfterCommit, useScene } from '../host/SceneContext';
import { SceneLabel } from '../host/SceneLabel';
import { INDEX_FONT_SIZE, layoutCells, type CellItem } from './layout';

export interface CellsSceneProps {
  items: readonly CellItem[];
  /** Binary search's current window and middle index. */
  range: { lo: number; hi: number; mid: number | null } | null;
}

/** Searching: rows of value cells, with binary search's range box and 'mid' marker. */
export function CellsScene({ items, range }: CellsSceneProps) {
  const { width, palette } = useScene();
  useDrawAfterCommit();
  const layout = layoutCells(items, width, palette, range);

  const draw = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      for (const cell of layout.cells) {
        graphics.roundRect(cell.x, cell.y, cell.size, cell.size, 6).fill(cell.fill);
      }
      for (const segment of layout.range) {
        graphics
          .roundRect(segment.x, segment.y, segment.width, segment.height, 8)
          .stroke({ color: palette.range, width: 2 });
      }
      for (const cell of layout.cells) {
        if (cell.ring)
          graphics
            .roundRect(cell.x - 2, cell.y - 2, cell.size + 4, cell.size + 4, 8)
            .stroke({ color: palette.label, width: 3 });
      }
    },
    [layout, palette.range, palette.label],
  );

  const { fontSize } = layout;
  return (
    <pixiContainer>
      <pixiGraphics draw={draw} />
      {layout.cells.map((cell) => (
        <pixiContainer key={cell.index}>
          {cell.showLabel ? (
            <SceneLabel
              text={cell.label}
              x={cell.x + cell.size / 2}
              y={cell.y + cell.size / 2}
              colour={cell.labelColour}
              fontSize={fontSize}
              weight="600"
            />
          ) : null}
          <SceneLabel
            text={String(cell.index)}
            x={cell.x + cell.size / 2}
            y={cell.y + cell.size + 3}
            anchor={{ x: 0.5, y: 0 }}
            colour={palette.label}
            fontSize={INDEX_FONT_SIZE}
          />
        </pixiContainer>
      ))}
      {layout.mid ? (
        <SceneLabel
          text="mid"
          x={layout.mid.x}
          y={layout.mid.y}
          anchor={{ x: 0.5, y: 1 }}
          colour={palette.range}
          fontSize={12}
          weight="700"
        />
      ) : null}
    </pixiContainer>
  );
}
