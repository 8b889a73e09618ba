import { createContext, useContext, useLayoutEffect } from 'react';
import type { ScenePalette } from './palette';

export interface SceneContextValue {
  width: number;
  height: number;
  palette: ScenePalette;
  reducedMotion: boolean;
  /** Asks for one frame to be drawn; calls within a frame coalesce. */
  invalidate: () => void;
}

export const SceneContext = createContext<SceneContextValue | null>(null);

export function useScene(): SceneContextValue {
  const scene = useContext(SceneContext);
  if (!scene) throw new Error('useScene must be used inside <SceneCanvas>');
  return scene;
}

/** Scenes call this so every React commit of theirs is drawn (the ticker is stopped while idle). */
export function useDrawAfterCommit(): void {
  const { invalidate } = useScene();
  useLayoutEffect(() => {
    invalidate();
  });
}
