/**
 * Appends a canvas filling `host` for a worker to draw on. It is made here, not by React, because a
 * canvas can hand its drawing over (transferControlToOffscreen) only once, and React may mount twice.
 */
export function appendCanvasForWorker(host: HTMLElement): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.className = 'block';
  canvas.style.width = '100%';
  canvas.style.height = '100%';
  host.appendChild(canvas);
  return canvas;
}
