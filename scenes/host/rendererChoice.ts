export type RendererName = 'webgl' | 'webgpu' | 'canvas';

/**
 * The renderer order for Pixi's autoDetectRenderer, from `?renderer=webgl|webgpu|canvas`.
 * Every order ends with the canvas renderer, so a machine without WebGL still draws. With no renderer
 * asked for by name, a browser whose WebGL is emulated in software gets the 2D canvas, which draws
 * these small scenes far more cheaply there.
 */
export function rendererPreference(
  search: string,
  isSoftwareWebGL: () => boolean = () => false,
): RendererName[] {
  const requested = new URLSearchParams(search).get('renderer');
  switch (requested) {
    case 'canvas':
      return ['canvas'];
    case 'webgpu':
      return ['webgpu', 'webgl', 'canvas'];
    case 'webgl':
      return ['webgl', 'canvas'];
    default:
      return isSoftwareWebGL() ? ['canvas'] : ['webgl', 'canvas'];
  }
}

/** GPU names of software rasterisers (SwiftShader, Mesa's llvmpipe and softpipe, Microsoft Basic Render). */
const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software|basic render/i;

let softwareWebGLProbe: boolean | undefined;

/**
 * Whether this browser's WebGL runs without a GPU: it says so (a major performance caveat), or its
 * renderer is a known software rasteriser. Probed once, with a context that is released at once.
 * A browser with no WebGL at all counts too: either way the scene is drawn on the 2D canvas, and
 * telling the two apart would cost a second context.
 */
export function isWebGLSoftware(): boolean {
  if (softwareWebGLProbe === undefined) {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl', { failIfMajorPerformanceCaveat: true });
    if (!gl) {
      softwareWebGLProbe = true;
    } else {
      const info = gl.getExtension('WEBGL_debug_renderer_info');
      const renderer = info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '';
      softwareWebGLProbe = SOFTWARE_RENDERER.test(renderer);
      gl.getExtension('WEBGL_lose_context')?.loseContext();
    }
  }
  return softwareWebGLProbe;
}
