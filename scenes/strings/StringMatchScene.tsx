import type { Graphics } from 'pixi.js';
import { useCallback, useMemo } from 'react';
import type { StringModel } from '@/core/algorithms/strings/types';
import { useDrawAfterCommit, useScene } from '../host/SceneContext';
import { SceneLabel } from '../host/SceneLabel';
import { LABEL_FONT_SIZE, layoutString, type StringShape } from './layout';

export interface StringMatchSceneProps {
  readonly model: StringModel;
  /** The room reserved for the whole run. */
  readonly shape: StringShape;
}

/**
 * The string-matching scene: the text as cells, the pattern under it at its current shift with the
 * characters compared coloured (equal, different, being compared), found occurrences and spurious
 * hash hits marked on the text, KMP's prefix table and Rabin-Karp's hashes under them.
 */
export function StringMatchScene({ model, shape }: StringMatchSceneProps) {
  const { width, palette } = useScene();
  useDrawAfterCommit();
  const layout = useMemo(() => layoutString(model, shape, width, palette), [model, shape, width, palette]);

  const draw = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      for (const cell of layout.cells) {
        graphics.roundRect(cell.x, cell.y, cell.size, cell.size, 5).fill(cell.fill);
        if (cell.stroke !== null)
          graphics
            .roundRect(cell.x, cell.y, cell.size, cell.size, 5)
            .stroke({ color: cell.stroke, width: 2 });
      }
    },
    [layout],
  );

  return (
    <pixiContainer>
      <pixiGraphics draw={draw} />
      {layout.cells.map((cell) => (
        <SceneLabel
          key={cell.key}
          text={cell.text}
          x={cell.x + cell.size / 2}
          y={cell.y + cell.size / 2}
          colour={cell.textColour}
          fontSize={cell.fontSize}
          weight="600"
        />
      ))}
      {layout.labels.map((label) => {
        const index = label.kind === 'index';
        return (
          <SceneLabel
            key={label.key}
            text={label.text}
            x={label.x}
            y={label.y}
            anchor={index ? { x: 0.5, y: 1 } : { x: 0, y: 1 }}
            alpha={index ? 0.75 : 1}
            colour={palette.label}
            fontSize={LABEL_FONT_SIZE}
            {...(index ? {} : { weight: '600' as const })}
          />
        );
      })}
    </pixiContainer>
  );
}
