import { gsap } from 'gsap';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadMotionEngine, motionEngine } from '@scenes/host/motionEngine';
import { PlacementMotion, type Placement } from '@scenes/host/placementMotion';

const at = (x: number, alpha = 1): Placement => ({ x, y: 0, alpha });
const layout = (entries: [number, Placement][]) => new Map(entries);

/** Every onFrame's placements, copied. */
function recorder() {
  const frames: Record<number, Placement>[] = [];
  const onFrame = (current: ReadonlyMap<number, Placement>) => frames.push(Object.fromEntries(current));
  return { frames, onFrame };
}

/** The tween driving `motion`, run to its end. */
function finishTweens() {
  for (const tween of gsap.globalTimeline.getChildren(false, true, false)) tween.progress(1);
}

beforeAll(async () => {
  loadMotionEngine();
  await vi.waitFor(() => expect(motionEngine()).not.toBeNull());
});

describe('PlacementMotion (tweened through the shared tweens)', () => {
  it('shows the first layout in place, without a glide', () => {
    const motion = new PlacementMotion();
    const { frames, onFrame } = recorder();
    const invalidate = vi.fn();
    motion.moveTo(layout([[1, at(10)]]), { duration: 0.5, reducedMotion: false, invalidate, onFrame });
    expect(frames).toEqual([{ 1: at(10) }]);
    expect(invalidate).toHaveBeenCalled();
    expect(gsap.globalTimeline.getChildren().length).toBe(0);
  });

  it('glides later layouts: from where things are (new ones faded out), to their targets', () => {
    const motion = new PlacementMotion();
    motion.moveTo(layout([[1, at(10)]]), { duration: 0.5, reducedMotion: false, invalidate: () => {} });
    const { frames, onFrame } = recorder();
    motion.moveTo(
      layout([
        [1, at(50)],
        [2, at(90)],
      ]),
      { duration: 0.5, reducedMotion: false, invalidate: () => {}, onFrame },
    );
    expect(frames).toEqual([{ 1: at(10), 2: at(90, 0) }]);
    expect(gsap.globalTimeline.getChildren().length).toBe(1);
    finishTweens();
    expect(Object.fromEntries(motion.placements())).toEqual({ 1: at(50), 2: at(90) });
    motion.stop();
  });

  it('jumps straight to the targets under reduced motion', () => {
    const motion = new PlacementMotion();
    motion.moveTo(layout([[1, at(10)]]), { duration: 0.5, reducedMotion: true, invalidate: () => {} });
    const { frames, onFrame } = recorder();
    motion.moveTo(layout([[1, at(70)]]), {
      duration: 0.5,
      reducedMotion: true,
      invalidate: () => {},
      onFrame,
    });
    expect(frames).toEqual([{ 1: at(70) }]);
    expect(gsap.globalTimeline.getChildren().length).toBe(0);
  });
});
