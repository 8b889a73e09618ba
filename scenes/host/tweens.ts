import { motionEngine } from './motionEngine';

export interface TweenOptions {
  duration: number;
  reducedMotion: boolean;
  /** Called on every tween step: scenes pass the host's invalidate so each step is drawn. */
  onUpdate: () => void;
  ease?: string;
  /** Where a glide starts from (set, with one onUpdate, before it starts); a jump ignores it. */
  from?: Record<string, number>;
}

/**
 * Tweens numeric properties of a target (a Pixi display object or a plain object) with GSAP.
 * Under prefers-reduced-motion (or before GSAP has loaded) the values jump to their end in one frame.
 */
export function tweenTo<T extends object>(
  target: T,
  values: Partial<Record<keyof T, number>>,
  options: TweenOptions,
) {
  const gsap = motionEngine();
  gsap?.killTweensOf(target);
  if (!gsap || options.reducedMotion || options.duration <= 0) {
    Object.assign(target, values);
    options.onUpdate();
    return;
  }
  if (options.from) {
    Object.assign(target, options.from);
    options.onUpdate();
  }
  gsap.to(target, {
    ...values,
    duration: options.duration,
    ease: options.ease ?? 'power2.out',
    onUpdate: options.onUpdate,
    onComplete: options.onUpdate,
  });
}

export function stopTweens(target: object): void {
  motionEngine()?.killTweensOf(target);
}
