import { useEffect, useMemo } from 'react';
import type { UnionFindModel } from '@/core/union-find';
import { ForestDrawing } from '../host/ForestDrawing';
import type { ForestGeometry } from '../host/forestLayout';
import { loadMotionEngine } from '../host/motionEngine';
import { useScene } from '../host/SceneContext';
import { unionFindForest } from './layout';

interface UnionFindSceneProps {
  model: UnionFindModel;
  geometry: ForestGeometry;
  /** The frame's zoom (1 as the page opens). */
  zoom?: number;
}

/**
 * The Union-Find page's scene: each set a tree, every element under its parent and each root ringed
 * with its rank. A re-pointed element glides up to its new parent; a new width lays the scene out afresh.
 */
export function UnionFindScene(props: UnionFindSceneProps) {
  const { width } = useScene();
  useEffect(loadMotionEngine, []);
  return <UnionFindDrawing key={`${width}:${props.zoom ?? 1}`} {...props} />;
}

function UnionFindDrawing({ model, geometry, zoom = 1 }: UnionFindSceneProps) {
  const nodes = useMemo(() => unionFindForest(model), [model]);
  return <ForestDrawing nodes={nodes} geometry={geometry} zoom={zoom} emptyText="No elements" />;
}
