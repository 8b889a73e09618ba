/**
 * Moves a scene's elements between layouts. Each element (a Pixi container, by id) is placed by this
 * class, never by React props: when a new layout arrives, every element glides from where it is now
 * to its new place, and elements that are new fade in from their `enter` placement (the very first
 * layout appears in place). One tween (tweens.ts) drives them all, so anything drawn between elements
 * (the linked list's arrows) can be redrawn from the same in-between positions on every frame.
 */
import type { Container } from 'pixi.js';
import { stopTweens, tweenTo } from './tweens';

export interface Placement {
  x: number;
  y: number;
  alpha: number;
}

export interface MoveOptions {
  /** Seconds; 0 or reduced motion jumps straight to the targets. */
  duration: number;
  reducedMotion: boolean;
  /** Asks the host for a frame. */
  invalidate: () => void;
  /** Where an element that has no placement yet starts from (default: its target, transparent). */
  enter?: (id: number, target: Placement) => Placement;
  /** Called on every step with the in-between placements. */
  onFrame?: (current: ReadonlyMap<number, Placement>) => void;
}

export function lerpPlacement(from: Placement, to: Placement, t: number): Placement {
  return {
    x: from.x + (to.x - from.x) * t,
    y: from.y + (to.y - from.y) * t,
    alpha: from.alpha + (to.alpha - from.alpha) * t,
  };
}

export class PlacementMotion {
  private readonly containers = new Map<number, Container>();
  private readonly refs = new Map<number, (container: Container | null) => void>();
  private readonly current = new Map<number, Placement>();
  private readonly driver = { t: 1 };
  private placedBefore = false;

  /** A stable ref callback for the element `id`'s container. */
  ref(id: number): (container: Container | null) => void {
    let ref = this.refs.get(id);
    if (!ref) {
      ref = (container) => {
        if (container) {
          this.containers.set(id, container);
          const placed = this.current.get(id);
          if (placed) this.apply(container, placed);
        } else {
          this.containers.delete(id);
        }
      };
      this.refs.set(id, ref);
    }
    return ref;
  }

  /** Where every element is right now. */
  placements(): ReadonlyMap<number, Placement> {
    return this.current;
  }

  moveTo(targets: ReadonlyMap<number, Placement>, options: MoveOptions): void {
    stopTweens(this.driver);
    const enter = options.enter ?? ((_id: number, target: Placement) => ({ ...target, alpha: 0 }));
    const from = new Map<number, Placement>();
    for (const [id, target] of targets) from.set(id, this.current.get(id) ?? enter(id, target));
    for (const id of [...this.current.keys()]) {
      if (!targets.has(id)) {
        this.current.delete(id);
        this.refs.delete(id);
      }
    }

    const step = (t: number) => {
      for (const [id, target] of targets) {
        const start = from.get(id) ?? target;
        const placement = t >= 1 ? target : lerpPlacement(start, target, t);
        this.current.set(id, placement);
        const container = this.containers.get(id);
        if (container) this.apply(container, placement);
      }
      options.onFrame?.(this.current);
      options.invalidate();
    };

    // The first layout is where the scene starts, not a change to show: it appears in place (and GSAP
    // loads meanwhile).
    const firstLayout = !this.placedBefore;
    this.placedBefore = true;
    tweenTo(
      this.driver,
      { t: 1 },
      {
        duration: firstLayout ? 0 : options.duration,
        reducedMotion: options.reducedMotion,
        from: { t: 0 },
        onUpdate: () => step(this.driver.t),
      },
    );
  }

  stop(): void {
    stopTweens(this.driver);
  }

  private apply(container: Container, placement: Placement): void {
    container.x = placement.x;
    container.y = placement.y;
    container.alpha = placement.alpha;
    container.visible = placement.alpha > 0.01;
  }
}
