import { useEffect, useMemo } from 'react';
import type { TrieModel } from '@/core/trie';
import { ForestDrawing } from '../host/ForestDrawing';
import type { ForestGeometry } from '../host/forestLayout';
import { loadMotionEngine } from '../host/motionEngine';
import { useScene } from '../host/SceneContext';
import { trieForest } from './layout';

interface TrieSceneProps {
  model: TrieModel;
  geometry: ForestGeometry;
  /** The frame's zoom (1 as the page opens). */
  zoom?: number;
}

/**
 * The Tries page's scene: one node per prefix under the root, each with its letter, a word's last node
 * ringed. A new width lays the scene out afresh in place; only a change of the trie glides.
 */
export function TrieScene(props: TrieSceneProps) {
  const { width } = useScene();
  useEffect(loadMotionEngine, []);
  return <TrieDrawing key={`${width}:${props.zoom ?? 1}`} {...props} />;
}

function TrieDrawing({ model, geometry, zoom = 1 }: TrieSceneProps) {
  const nodes = useMemo(() => trieForest(model), [model]);
  return <ForestDrawing nodes={nodes} geometry={geometry} zoom={zoom} emptyText="Empty trie" />;
}
