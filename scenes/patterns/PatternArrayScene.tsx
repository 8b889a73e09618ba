import type { Graphics } from 'pixi.js';
import { useCallback, useMemo } from 'react';
import type { PatternModel } from '@/core/algorithms/patterns/types';
import { useDrawAfterCommit, useScene } from '../host/SceneContext';
import { SceneLabel } from '../host/SceneLabel';
import { AUX_BOX_HEIGHT, layoutPattern, type PatternShape } from './layout';

export interface PatternArraySceneProps {
  readonly model: PatternModel;
  /** The room reserved for the run's largest frame. */
  readonly shape: PatternShape;
}

/**
 * The interview patterns' scene: the array or string with its pointers named above it ('L', 'R', 'i'),
 * the window's band and the best run as named brackets, and the pattern's helper structures (the
 * deque, the stack, the last-seen map, the prefix sums) as titled rows of boxes under it.
 */
export function PatternArrayScene({ model, shape }: PatternArraySceneProps) {
  const { width, palette } = useScene();
  useDrawAfterCommit();
  const layout = useMemo(() => layoutPattern(model, shape, width, palette), [model, shape, width, palette]);

  const draw = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      if (layout.band)
        graphics
          .roundRect(layout.band.x, layout.band.y, layout.band.width, layout.band.height, 8)
          .fill({ color: palette.range, alpha: 0.22 })
          .stroke({ color: palette.range, width: 2 });
      for (const cell of layout.cells)
        graphics.roundRect(cell.x, cell.y, cell.size, cell.size, 6).fill(cell.fill);
      for (const bracket of layout.brackets)
        graphics
          .moveTo(bracket.x0 + 1, bracket.y - 4)
          .lineTo(bracket.x0 + 1, bracket.y)
          .lineTo(bracket.x1 - 1, bracket.y)
          .lineTo(bracket.x1 - 1, bracket.y - 4)
          .stroke({ color: bracket.colour, width: 2 });
      for (const structure of layout.aux)
        for (const box of structure.boxes)
          graphics
            .roundRect(box.x, box.y, box.width, AUX_BOX_HEIGHT, 5)
            .fill({ color: box.fill, alpha: box.faded ? 0.4 : 1 })
            .stroke({ color: box.stroke, width: 1.5, alpha: box.faded ? 0.4 : 1 });
    },
    [layout, palette.range],
  );

  return (
    <pixiContainer>
      <pixiGraphics draw={draw} />
      {layout.cells.map((cell) => (
        <pixiContainer key={cell.index}>
          {cell.showText ? (
            <SceneLabel
              text={cell.text}
              x={cell.x + cell.size / 2}
              y={cell.y + cell.size / 2}
              colour={cell.textColour}
              fontSize={cell.fontSize}
              weight="600"
            />
          ) : null}
          <SceneLabel
            text={String(cell.index)}
            x={cell.x + cell.size / 2}
            y={cell.y + cell.size + 2}
            anchor={{ x: 0.5, y: 0 }}
            alpha={0.75}
            colour={palette.label}
            fontSize={cell.size < 24 ? 9 : 11}
          />
        </pixiContainer>
      ))}
      {layout.pointers.map((pointer) => (
        <SceneLabel
          key={`pointer-${pointer.x}`}
          text={pointer.text}
          x={pointer.x}
          y={pointer.y}
          anchor={{ x: 0.5, y: 1 }}
          colour={palette.label}
          fontSize={13}
          weight="700"
        />
      ))}
      {layout.brackets.map((bracket) => (
        <SceneLabel
          key={bracket.label}
          text={bracket.label}
          x={(bracket.x0 + bracket.x1) / 2}
          y={bracket.y + 2}
          anchor={{ x: 0.5, y: 0 }}
          colour={bracket.colour}
          fontSize={11}
          weight="700"
        />
      ))}
      {layout.aux.map((structure) => (
        <pixiContainer key={structure.title}>
          <SceneLabel
            text={structure.empty ? `${structure.title}: empty` : structure.title}
            x={0}
            y={structure.y + 2}
            anchor={{ x: 0, y: 0 }}
            colour={palette.label}
            fontSize={12}
            weight="600"
          />
          {structure.boxes.map((box, k) => (
            <SceneLabel
              key={`${k}-${box.text}`}
              text={box.text}
              x={box.x + box.width / 2}
              y={box.y + AUX_BOX_HEIGHT / 2}
              alpha={box.faded ? 0.55 : 1}
              colour={box.textColour}
              fontSize={12}
            />
          ))}
        </pixiContainer>
      ))}
    </pixiContainer>
  );
}
