/**
 * Opens a WebGL context off the page's thread and says whether it has one and which GPU draws it (see
 * probeWebGLSoftware in rendererChoice.ts). A page's first WebGL context is slow to open without a GPU;
 * here it costs the page nothing.
 */
import { serveRequests, type MessageEndpoint } from '@/core/workerRequests';

export interface WebGLProbeAnswer {
  /** False when the browser offers no WebGL, or only with a major performance caveat. */
  webgl: boolean;
  /** The GPU's name where the browser tells it, else ''. */
  renderer: string;
}

export interface WebGLProbeApi {
  probe(argument: null): WebGLProbeAnswer;
}

function probe(): WebGLProbeAnswer {
  const gl = new OffscreenCanvas(1, 1).getContext('webgl', { failIfMajorPerformanceCaveat: true });
  if (!gl) return { webgl: false, renderer: '' };
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const renderer = info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '';
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return { webgl: true, renderer };
}

/** The worker's global scope, typed by hand: the project's DOM typings describe a window. */
serveRequests<WebGLProbeApi>(self as unknown as MessageEndpoint, { probe });
