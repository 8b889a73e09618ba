/**
 * A lane's moving parts (progress strip, worked-on range, bars) at one instant, drawn through a small
 * painter interface so that each renderer gets the drawing it is fastest at: the canvas renderer paints
 * them straight onto its 2D context at render time (no Pixi geometry rebuilt per frame), the WebGL and
 * WebGPU renderers rebuild a Graphics, whose rectangles they batch.
 */
import type { Graphics } from 'pixi.js';
import type { ScenePalette } from '../host/palette';
import { barHeight, barSlots, type LaneBox } from './layout';
import type { LaneMotion } from './motion';

export interface LanePainter {
  /** A filled rectangle with rounded corners (the progress strip and its track). */
  roundRect(x: number, y: number, width: number, height: number, radius: number, colour: number): void;
  /** A translucent rectangle (the sub-array being worked on). */
  shade(x: number, y: number, width: number, height: number, colour: number, alpha: number): void;
  /** The bars drawn until the next beginBars are this colour. */
  beginBars(colour: number): void;
  bar(x: number, y: number, width: number, height: number): void;
  endBars(): void;
}

export interface LaneScene {
  box: LaneBox;
  stripHeight: number;
  palette: ScenePalette;
  kind: 'sorting' | 'searching';
  completed: boolean;
  range: { readonly lo: number; readonly hi: number } | null;
  motion: LaneMotion;
  scale: { lo: number; hi: number };
  /** Bar colour by state code (see STATE_CODES). */
  colours: readonly number[];
}

/** Paints the lane at glide fraction t. Bar edges snap to whole pixels: crisp, and dense lanes tile. */
export function paintLane(painter: LanePainter, lane: LaneScene, t: number): void {
  const { box, palette, motion, scale, colours } = lane;
  const n = motion.size;
  const { slot, barWidth, inset } = barSlots(n, box.barsWidth);

  painter.roundRect(box.barsX, box.stripY, box.barsWidth, lane.stripHeight, 2, palette.grid);
  const progress = motion.progress(t);
  if (progress > 0) {
    const fill = lane.completed ? palette.sorted : lane.kind === 'searching' ? palette.cell : palette.bar;
    const width = (box.barsWidth * Math.min(100, progress)) / 100;
    painter.roundRect(box.barsX, box.stripY, width, lane.stripHeight, 2, fill);
  }

  if (lane.range && !lane.completed) {
    const { lo, hi } = lane.range;
    painter.shade(
      box.barsX + lo * slot,
      box.barsY,
      (hi - lo + 1) * slot,
      box.barsHeight,
      palette.range,
      0.13,
    );
  }

  const bottom = Math.round(box.barsY + box.barsHeight);
  for (let code = 0; code < colours.length; code++) {
    let started = false;
    for (let id = 0; id < n; id++) {
      if (motion.stateById[id] !== code) continue;
      if (!started) {
        painter.beginBars(colours[code] ?? palette.bar);
        started = true;
      }
      const left = box.barsX + motion.pos(id, t) * slot + inset;
      const x0 = Math.round(left);
      const width = Math.max(1, Math.round(left + barWidth) - x0);
      const height = Math.round(barHeight(motion.val(id, t), scale, box.barsHeight));
      painter.bar(x0, bottom - height, width, height);
    }
    if (started) painter.endBars();
  }
}

const cssColours = new Map<number, string>();

/** '#rrggbb' for a colour number, cached: the canvas paints a handful of colours every frame. */
function css(colour: number): string {
  let value = cssColours.get(colour);
  if (value === undefined) {
    value = `#${(colour & 0xffffff).toString(16).padStart(6, '0')}`;
    cssColours.set(colour, value);
  }
  return value;
}

/** The parts of a 2D context the painter uses (Pixi's canvas renderer types its context this way too). */
type LaneContext2D = CanvasRect & CanvasDrawPath & CanvasPath & CanvasFillStrokeStyles & CanvasCompositing;

/** Paints with the 2D context's own calls; the caller sets the transform and saves/restores state. */
export class CanvasLanePainter implements LanePainter {
  constructor(private readonly context: LaneContext2D) {}

  roundRect(x: number, y: number, width: number, height: number, radius: number, colour: number): void {
    const context = this.context;
    context.fillStyle = css(colour);
    context.beginPath();
    context.roundRect(x, y, width, height, radius);
    context.fill();
  }

  shade(x: number, y: number, width: number, height: number, colour: number, alpha: number): void {
    const context = this.context;
    context.globalAlpha = alpha;
    context.fillStyle = css(colour);
    context.fillRect(x, y, width, height);
    context.globalAlpha = 1;
  }

  beginBars(colour: number): void {
    this.context.fillStyle = css(colour);
  }

  bar(x: number, y: number, width: number, height: number): void {
    this.context.fillRect(x, y, width, height);
  }

  endBars(): void {}
}

/** Rebuilds a Graphics: one path of rectangles per bar colour, which WebGL batches. */
export class GraphicsLanePainter implements LanePainter {
  private colour = 0;

  constructor(private readonly graphics: Graphics) {}

  roundRect(x: number, y: number, width: number, height: number, radius: number, colour: number): void {
    this.graphics.roundRect(x, y, width, height, radius).fill(colour);
  }

  shade(x: number, y: number, width: number, height: number, colour: number, alpha: number): void {
    this.graphics.rect(x, y, width, height).fill({ color: colour, alpha });
  }

  beginBars(colour: number): void {
    this.colour = colour;
  }

  bar(x: number, y: number, width: number, height: number): void {
    this.graphics.rect(x, y, width, height);
  }

  endBars(): void {
    this.graphics.fill(this.colour);
  }
}
