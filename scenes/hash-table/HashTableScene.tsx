import type { Graphics } from 'pixi.js';
import { useCallback, useEffect, useMemo } from 'react';
import type { HashTableModel } from '@/core/hash-table';
import { loadMotionEngine } from '../host/motionEngine';
import { useDrawAfterCommit, useScene } from '../host/SceneContext';
import { SceneLabel } from '../host/SceneLabel';
import { usePlacementMotion } from '../host/usePlacementMotion';
import { ValueBox } from '../host/ValueBox';
import { BOX_HEIGHT, BOX_WIDTH, layoutHashScene, type BucketLayout } from './layout';

function Buckets({
  buckets,
  chaining,
  colours,
}: {
  buckets: readonly BucketLayout[];
  chaining: boolean;
  colours: { frame: number; home: number; probe: number; link: number };
}) {
  const draw = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      for (const bucket of buckets) {
        const colour =
          bucket.marked === 'home' ? colours.home : bucket.marked === 'probe' ? colours.probe : colours.frame;
        if (chaining) {
          // The bucket is a small head cell; its chain's keys hang below it (or run to its right), linked.
          graphics
            .rect(bucket.x, bucket.y, BOX_WIDTH, BOX_HEIGHT)
            .fill({ color: colour, alpha: bucket.marked ? 0.35 : 0.08 })
            .stroke({ width: bucket.marked ? 3 : 1.5, color: colour, alpha: bucket.marked ? 1 : 0.6 });
          if (bucket.chainEnd !== null) {
            graphics
              .moveTo(bucket.x + BOX_WIDTH / 2, bucket.y + BOX_HEIGHT / 2)
              .lineTo(bucket.chainEnd.x, bucket.chainEnd.y)
              .stroke({ width: 2, color: colours.link, alpha: 0.5 });
          }
        } else {
          graphics
            .rect(bucket.x - 2, bucket.y - 2, BOX_WIDTH + 4, BOX_HEIGHT + 4)
            .stroke({ width: bucket.marked ? 3 : 1, color: colour, alpha: bucket.marked ? 1 : 0.35 });
        }
      }
    },
    [buckets, chaining, colours],
  );
  return <pixiGraphics draw={draw} />;
}

/**
 * The Hash Tables page's scene: the buckets with their indices, chains or probed slots, the current
 * key's home and probes outlined, and keys gliding to their new buckets on a rehash.
 */
export function HashTableScene({ model }: { model: HashTableModel }) {
  const { width } = useScene();
  useEffect(loadMotionEngine, []);
  return <HashTableDrawing key={width} model={model} />;
}

function HashTableDrawing({ model }: { model: HashTableModel }) {
  const { width, palette } = useScene();
  useDrawAfterCommit();
  const layout = useMemo(() => layoutHashScene(model, width, palette), [model, width, palette]);
  const motion = usePlacementMotion(layout.cells);
  const colours = useMemo(
    () => ({ frame: palette.label, home: palette.target, probe: palette.compare, link: palette.label }),
    [palette],
  );
  return (
    <pixiContainer>
      <Buckets buckets={layout.buckets} chaining={model.mode === 'chaining'} colours={colours} />
      {layout.buckets.map((bucket) => (
        <SceneLabel
          key={bucket.index}
          text={String(bucket.index)}
          x={bucket.indexLabel.x}
          y={bucket.indexLabel.y}
          anchor={bucket.indexLabel.anchor}
          alpha={bucket.marked ? 1 : 0.7}
          colour={palette.label}
          fontSize={11}
          weight={bucket.marked ? '700' : undefined}
        />
      ))}
      {layout.cells.map((cell) => (
        <ValueBox key={cell.id} item={cell} width={BOX_WIDTH} height={BOX_HEIGHT} motion={motion} />
      ))}
      {layout.pendingCaption ? (
        <SceneLabel
          text="To rehash"
          x={layout.pendingCaption.x}
          y={layout.pendingCaption.y}
          anchor={{ x: 0, y: 0 }}
          alpha={0.8}
          colour={palette.label}
          fontSize={12}
          weight="600"
        />
      ) : null}
    </pixiContainer>
  );
}
