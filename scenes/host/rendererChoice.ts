import { createRequestClient } from '@/core/workerRequests';
import type { WebGLProbeAnswer, WebGLProbeApi } from './webglProbe.worker';

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

/** Whether `?renderer=` names no renderer, so the order depends on isWebGLSoftware(). */
export function needsWebGLProbe(search: string): boolean {
  const requested = new URLSearchParams(search).get('renderer');
  return requested !== 'canvas' && requested !== 'webgl' && requested !== 'webgpu';
}

/** What a probe's answer means: no WebGL, or WebGL on a software rasteriser. */
export function isSoftwareAnswer({ webgl, renderer }: WebGLProbeAnswer): boolean {
  return !webgl || SOFTWARE_RENDERER.test(renderer);
}

/** How long the page waits for the worker's answer before probing on its own thread instead. */
const WORKER_PROBE_TIMEOUT_MS = 3000;

/**
 * Answers isWebGLSoftware() ahead of time, from a Web Worker with an OffscreenCanvas where the browser
 * has both. A page's first WebGL context takes tens of milliseconds to open without a GPU, a frozen
 * moment a phone user would feel; in the worker it costs the page nothing. Without a worker, or if the
 * worker fails or does not answer in time, the page probes itself. isWebGLSoftware() then returns at once.
 */
export function probeWebGLSoftware(): Promise<boolean> {
  if (softwareWebGLProbe !== undefined) return Promise.resolve(softwareWebGLProbe);
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') {
    return Promise.resolve(isWebGLSoftware());
  }
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./webglProbe.worker.ts', import.meta.url), {
      type: 'module',
      name: 'webgl-probe',
    });
    const prober = createRequestClient<WebGLProbeApi>(worker);
    const finish = (answer: WebGLProbeAnswer | null) => {
      worker.terminate();
      if (answer && softwareWebGLProbe === undefined) softwareWebGLProbe = isSoftwareAnswer(answer);
      resolve(isWebGLSoftware());
    };
    worker.addEventListener('error', (event) => {
      // The page probes itself instead, so this is no error to report.
      event.preventDefault();
      prober.fail(new Error(event.message || 'the WebGL probe worker did not load'));
    });
    prober.request('probe', null, { timeoutMs: WORKER_PROBE_TIMEOUT_MS }).then(finish, () => finish(null));
  });
}

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
