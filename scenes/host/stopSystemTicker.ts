import { Ticker } from 'pixi.js';

/**
 * Stops Pixi's shared system ticker. Pixi's renderer adds its garbage collector's timers to it, and its
 * event system what the pointer is over; no scene reacts to the pointer, and resources are freed as
 * scenes unmount. Left running it would take an animation frame on every frame of an idle page (or an
 * idle worker): frames here are drawn only when a scene asks for one.
 */
export function stopSystemTicker(): void {
  Ticker.system.autoStart = false;
  Ticker.system.stop();
}
