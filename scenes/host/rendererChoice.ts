export type RendererName = 'webgl' | 'webgpu' | 'canvas';

/**
 * The renderer order for Pixi's autoDetectRenderer, from `?renderer=webgl|webgpu|canvas`.
 * Every order ends with the canvas renderer, so a machine without WebGL still draws.
 */
export function rendererPreference(search: string): RendererName[] {
  const requested = new URLSearchParams(search).get('renderer');
  switch (requested) {
    case 'canvas':
      return ['canvas'];
    case 'webgpu':
      return ['webgpu', 'webgl', 'canvas'];
    case 'webgl':
    default:
      return ['webgl', 'canvas'];
  }
}
