import type { gsap as Gsap } from 'gsap';

let engine: typeof Gsap | null = null;
let loading: Promise<void> | null = null;

/**
 * Starts loading GSAP, the tween engine, if it is not loaded or loading yet. It is not part of a page's
 * first load: scenes ask for it as they mount (their first layout is drawn in place, without it).
 */
export function loadMotionEngine(): void {
  loading ??= import('gsap').then(
    (module) => {
      engine = module.gsap;
    },
    (error: unknown) => {
      loading = null; // the next scene or move asks again
      console.warn('Scene animations jump to their end until GSAP loads', error);
    },
  );
}

/** GSAP once it has loaded; until then null, and a move jumps straight to its end. */
export function motionEngine(): typeof Gsap | null {
  if (!engine) loadMotionEngine();
  return engine;
}
