import type { Graphics } from 'pixi.js';
import { useCallback, useEffect, useMemo } from 'react';
import { formatNumber } from '@/core/algorithms/math/input';
import { readableOn } from '../host/contrast';
import { loadMotionEngine } from '../host/motionEngine';
import type { ScenePalette } from '../host/palette';
import { useDrawAfterCommit, useScene } from '../host/SceneContext';
import { SceneLabel } from '../host/SceneLabel';
import { Pop } from './Pop';
import { layoutFactorTree, NODE_HEIGHT, type PlacedNode, type TreeShape } from './layout';

export interface FactorTreeSceneModel {
  readonly nodes: readonly {
    id: string;
    value: number;
    parent: string | null;
    state: 'default' | 'active' | 'prime';
  }[];
  readonly shape: TreeShape;
}

function nodeFill(state: 'default' | 'active' | 'prime', palette: ScenePalette): number {
  return state === 'prime' ? palette.sorted : state === 'active' ? palette.active : palette.grid;
}

function TreeNode({
  node,
  state,
  palette,
}: {
  node: PlacedNode;
  state: 'default' | 'active' | 'prime';
  palette: ScenePalette;
}) {
  const fill = nodeFill(state, palette);
  const draw = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      graphics
        .roundRect(-node.width / 2, -NODE_HEIGHT / 2, node.width, NODE_HEIGHT, NODE_HEIGHT / 2)
        .fill({ color: fill })
        .stroke({ width: 1.5, color: state === 'default' ? palette.label : fill, alpha: 0.8 });
    },
    [node.width, fill, state, palette.label],
  );
  return (
    <Pop x={node.x} y={node.y} trigger={state} from={0.6}>
      <pixiGraphics draw={draw} />
      <SceneLabel
        text={node.text}
        colour={readableOn(fill, [palette.label, palette.labelOnFill])}
        fontSize={13}
        weight="700"
      />
    </Pop>
  );
}

/** The factor tree: each number split into a prime (left) and the quotient (right), primes filled. */
export function FactorTreeScene({ model }: { model: FactorTreeSceneModel }) {
  const { width, height, palette } = useScene();
  useDrawAfterCommit();
  useEffect(loadMotionEngine, []);
  const placed = useMemo(
    () => layoutFactorTree(model.nodes, formatNumber, width, height, model.shape),
    [model, width, height],
  );
  const edges = useCallback(
    (graphics: Graphics) => {
      graphics.clear();
      for (const node of placed) {
        if (!node.parent) continue;
        graphics
          .moveTo(node.parent.x, node.parent.y + NODE_HEIGHT / 2)
          .lineTo(node.x, node.y - NODE_HEIGHT / 2)
          .stroke({ width: 1.5, color: palette.label, alpha: 0.6 });
      }
    },
    [placed, palette.label],
  );
  return (
    <pixiContainer>
      <pixiGraphics draw={edges} />
      {placed.map((node, i) => (
        <TreeNode key={node.id} node={node} state={model.nodes[i]?.state ?? 'default'} palette={palette} />
      ))}
    </pixiContainer>
  );
}
