import type { ReactNode } from 'react';

export interface SceneCanvasProps {
  /** Height in CSS pixels, or a function of the width for layouts that wrap; the width follows the container. */
  height: number | ((width: number) => number);
  children: ReactNode;
}

/** The canvas's height in whole CSS pixels at a container width (at least 1). */
export function canvasHeight(height: SceneCanvasProps['height'], width: number): number {
  return Math.max(1, Math.round(typeof height === 'function' ? height(Math.max(width, 1)) : height));
}
