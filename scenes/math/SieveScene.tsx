import type { Graphics } from 'pixi.js';
import { useCallback, useEffect, useMemo } from 'react';
import { readableOn } from '../host/contrast';
import { loadMotionEngine } from '../host/motionEngine';
import { useDrawAfterCommit, useScene } from '../host/SceneContext';
import { SceneLabel } from '../host/SceneLabel';
import { Pop } from './Pop';
import { sieveCell, sieveGrid } from './layout';

/** The sieve's states by number: 0 not yet known, 1 prime, 2 crossed out. */
export interface SieveSceneModel {
  readonly n: number;
  readonly states: Uint8Array;
  /** The prime whose multiples are being crossed out, and the number the step touched. */
  readonly p: number | null;
  readonly current: number | null;
}

/** The numbers 2..N in a grid: primes filled, crossed-out numbers struck through and faded. */
export function SieveScene({ model }: { model: SieveSceneModel }) {
  const { width, palette } = useScene();
  useDrawAfterCommit();
  useEffect(loadMotionEngine, []);
  const grid = useMemo(() => sieveGrid(model.n, width), [model.n, width]);
  const { cell, gap } = grid;
  const draw = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      for (let k = 2; k <= model.n; k++) {
        const { x, y } = sieveCell(k, grid);
        const state = model.states[k];
        const fill = state === 1 ? palette.sorted : state === 2 ? palette.background : palette.grid;
        graphics.roundRect(x + gap / 2, y + gap / 2, cell - gap, cell - gap, 3).fill({ color: fill });
        if (state === 2) {
          graphics
            .roundRect(x + gap / 2, y + gap / 2, cell - gap, cell - gap, 3)
            .stroke({ width: 1, color: palette.grid });
          graphics
            .moveTo(x + cell * 0.22, y + cell * 0.78)
            .lineTo(x + cell * 0.78, y + cell * 0.22)
            .stroke({ width: 1.5, color: palette.label, alpha: 0.45 });
        }
        if (k === model.p)
          graphics
            .roundRect(x + gap / 2, y + gap / 2, cell - gap, cell - gap, 3)
            .stroke({ width: 2.5, color: palette.active });
      }
    },
    [model, grid, cell, gap, palette],
  );
  const labels = useMemo(() => {
    if (!grid.labelled) return [];
    const out: { k: number; x: number; y: number; colour: number; alpha: number }[] = [];
    for (let k = 2; k <= model.n; k++) {
      const { x, y } = sieveCell(k, grid);
      const state = model.states[k];
      const fill = state === 1 ? palette.sorted : state === 2 ? palette.background : palette.grid;
      out.push({
        k,
        x: x + cell / 2,
        y: y + cell / 2,
        colour: readableOn(fill, [palette.label, palette.labelOnFill]),
        alpha: state === 2 ? 0.55 : 1,
      });
    }
    return out;
  }, [model, grid, cell, palette]);
  const current = model.current;
  const at = current === null ? null : sieveCell(current, grid);
  const marker = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      graphics
        .roundRect(-cell / 2 + gap / 2, -cell / 2 + gap / 2, cell - gap, cell - gap, 3)
        .stroke({ width: 3, color: current === model.p ? palette.active : palette.compare });
    },
    [cell, gap, current, model.p, palette],
  );
  return (
    <pixiContainer>
      <pixiGraphics draw={draw} />
      {labels.map((label) => (
        <SceneLabel
          key={label.k}
          text={String(label.k)}
          x={label.x}
          y={label.y}
          colour={label.colour}
          alpha={label.alpha}
          fontSize={grid.fontSize}
          weight={label.alpha === 1 ? '600' : undefined}
        />
      ))}
      {at === null ? null : (
        <Pop x={at.x + cell / 2} y={at.y + cell / 2} trigger={current} from={1.6}>
          <pixiGraphics draw={marker} />
        </Pop>
      )}
    </pixiContainer>
  );
}
