/**
 * Draws the race imperatively. React mounts one container per lane (background, bars, three labels) and
 * hands the Pixi objects over through refs; from then on this class redraws them: the labels once per
 * tick, the bars on every display frame while they glide, and nothing at all while the race is still.
 */
import type { Graphics, Text } from 'pixi.js';
import { TICK_MS, formatSeconds, ordinal } from '@/core/race';
import type { RaceLaneView, RaceViewSnapshot } from '@/state/race';
import type { ScenePalette } from '../host/palette';
import {
  barHeight,
  barSlots,
  raceBarColour,
  statsText,
  valueScale,
  type LaneBox,
  type LaneMetrics,
} from './layout';
import { LaneMotion, STATE_CODES } from './motion';
import { readableOn, type RacePalette } from './palette';

export type LanePart = 'background' | 'bars' | 'name' | 'stats' | 'place';

interface LaneObjects {
  background: Graphics | null;
  bars: Graphics | null;
  name: Text | null;
  stats: Text | null;
  place: Text | null;
}

export interface RaceSceneConfig {
  boxes: readonly LaneBox[];
  metrics: LaneMetrics;
  palette: ScenePalette;
  racePalette: RacePalette;
  reducedMotion: boolean;
  /** Draw each colour's bars as one path (the canvas renderer pays per fill; WebGL batches rects). */
  combinePaths: boolean;
  invalidate: () => void;
}

interface LaneRuntime {
  objects: LaneObjects;
  motion: LaneMotion;
  scale: { lo: number; hi: number };
  /** The bars need drawing on the next frame. */
  pending: boolean;
  statsShown: string;
  placeShown: string;
  completedShown: boolean | null;
}

const emptyObjects = (): LaneObjects => ({
  background: null,
  bars: null,
  name: null,
  stats: null,
  place: null,
});

function outcomeOf(lane: RaceLaneView): string | null {
  if (!lane.completed) return null;
  const found = lane.view.states.indexOf('found');
  return found >= 0 ? `Found at index ${found}` : 'Not found';
}

export class RaceSceneEngine {
  private lanes: LaneRuntime[] = [];
  private readonly refs = new Map<string, (object: Graphics | Text | null) => void>();
  private config: RaceSceneConfig | null = null;
  private snapshot: RaceViewSnapshot | null = null;
  private frame: number | null = null;
  private colours: number[] = [];

  /** A stable ref callback for one Pixi object of lane i. */
  ref(part: LanePart, i: number): (object: Graphics | Text | null) => void {
    const key = `${part}:${i}`;
    let callback = this.refs.get(key);
    if (!callback) {
      callback = (object) => {
        const lane = this.lane(i);
        (lane.objects as unknown as Record<LanePart, Graphics | Text | null>)[part] = object;
      };
      this.refs.set(key, callback);
    }
    return callback;
  }

  /** New layout, palette or motion preference: redraw everything where it stands. */
  configure(config: RaceSceneConfig): void {
    this.config = config;
    this.lanes.length = Math.min(this.lanes.length, config.boxes.length);
    const kind = this.snapshot?.kind ?? 'sorting';
    this.colours = STATE_CODES.map((state) => raceBarColour(kind, state, config.palette));
    this.lanes.forEach((lane, i) => {
      lane.completedShown = null;
      lane.placeShown = '\u0000';
      lane.statsShown = '\u0000';
      lane.pending = true;
      this.positionLabels(i);
    });
    if (this.snapshot) this.applyLabels(this.snapshot);
    this.requestFrame();
  }

  /** A different race (or the first): every lane jumps to its state, no gliding from the old race. */
  show(snapshot: RaceViewSnapshot): void {
    this.snapshot = snapshot;
    const palette = this.config?.palette;
    if (palette) this.colours = STATE_CODES.map((state) => raceBarColour(snapshot.kind, state, palette));
    snapshot.lanes.forEach((view, i) => {
      const lane = this.lane(i);
      lane.scale = valueScale(view.view.values);
      lane.motion.snap({ ...view.view, progress: view.progress });
      lane.pending = true;
    });
    this.applyLabels(snapshot);
    this.requestFrame();
  }

  /** The race ticked (or was paused, reset, sped up): lanes glide to their new frames over one tick. */
  update(snapshot: RaceViewSnapshot): void {
    const previous = this.snapshot;
    if (!previous || snapshot.lanes.length !== previous.lanes.length) {
      this.show(snapshot);
      return;
    }
    this.snapshot = snapshot;
    const now = performance.now();
    const rewound = snapshot.ticks < previous.ticks;
    const glide = this.config?.reducedMotion || rewound ? 0 : TICK_MS;
    snapshot.lanes.forEach((view, i) => {
      if (view.view === previous.lanes[i]?.view && view.progress === previous.lanes[i]?.progress) return;
      const lane = this.lane(i);
      lane.motion.moveTo({ ...view.view, progress: view.progress }, now, glide);
      lane.pending = true;
    });
    this.applyLabels(snapshot);
    this.requestFrame();
  }

  stop(): void {
    if (this.frame !== null) cancelAnimationFrame(this.frame);
    this.frame = null;
  }

  private lane(i: number): LaneRuntime {
    let lane = this.lanes[i];
    if (!lane) {
      lane = {
        objects: emptyObjects(),
        motion: new LaneMotion(),
        scale: { lo: 0, hi: 1 },
        pending: true,
        statsShown: '\u0000',
        placeShown: '\u0000',
        completedShown: null,
      };
      this.lanes[i] = lane;
    }
    return lane;
  }

  private requestFrame() {
    if (this.frame === null) this.frame = requestAnimationFrame(this.onFrame);
  }

  private readonly onFrame = () => {
    this.frame = null;
    const config = this.config;
    if (!config) return;
    const now = performance.now();
    let moving = false;
    this.lanes.forEach((lane, i) => {
      if (!lane.pending) return;
      this.drawBars(i, now);
      lane.pending = lane.motion.isMoving(now);
      moving ||= lane.pending;
    });
    config.invalidate();
    if (moving) this.requestFrame();
  };

  /** Labels change at most once a tick, so they are set here rather than per frame. */
  private applyLabels(snapshot: RaceViewSnapshot) {
    snapshot.lanes.forEach((view, i) => {
      const lane = this.lane(i);
      const { stats, place } = lane.objects;
      const statsLine = statsText(snapshot.kind, view, outcomeOf(view));
      if (stats && statsLine !== lane.statsShown) {
        stats.text = statsLine;
        lane.statsShown = statsLine;
      }
      const placeLine =
        view.completed && view.place !== null
          ? `${ordinal(view.place)}  ${formatSeconds(view.timeMs ?? 0)}`
          : '';
      if (place && (placeLine !== lane.placeShown || view.completed !== lane.completedShown)) {
        place.text = placeLine;
        lane.placeShown = placeLine;
        lane.completedShown = view.completed;
        this.drawBackground(i, view.completed);
      }
    });
    this.config?.invalidate();
  }

  private positionLabels(i: number) {
    const config = this.config;
    const box = config?.boxes[i];
    const lane = this.lanes[i];
    if (!config || !box || !lane) return;
    const { name, stats, place } = lane.objects;
    const { metrics, palette, racePalette } = config;
    if (name) {
      name.x = metrics.pad;
      name.y = metrics.pad;
      name.style.fill = palette.label;
    }
    if (stats) {
      stats.x = metrics.twoLineHeader || !name ? metrics.pad : metrics.pad + name.width + 16;
      stats.y = box.statsY;
      stats.style.fill = racePalette.muted;
    }
    if (place) {
      place.x = box.width - metrics.pad - 8;
      place.y = metrics.pad + 1;
      place.style.fill = readableOn(palette.sorted, [palette.label, palette.labelOnFill, 0x111827, 0xffffff]);
    }
  }

  private drawBackground(i: number, completed: boolean) {
    const config = this.config;
    const box = config?.boxes[i];
    const lane = this.lanes[i];
    const g = lane?.objects.background;
    if (!config || !box || !lane || !g) return;
    const { palette, racePalette, metrics } = config;
    g.clear();
    g.roundRect(0, 0, box.width, box.height, 10).fill(completed ? racePalette.laneDone : racePalette.lane);
    g.roundRect(
      completed ? 1 : 0.5,
      completed ? 1 : 0.5,
      box.width - (completed ? 2 : 1),
      box.height - (completed ? 2 : 1),
      10,
    ).stroke({
      color: completed ? palette.sorted : palette.grid,
      width: completed ? 2 : 1,
    });
    const place = lane.objects.place;
    if (completed && place && place.text !== '') {
      const pillWidth = place.width + 16;
      const pillHeight = metrics.placeFont + 8;
      g.roundRect(
        box.width - metrics.pad - pillWidth,
        metrics.pad + 1 - 4,
        pillWidth,
        pillHeight,
        pillHeight / 2,
      ).fill(palette.sorted);
    }
  }

  private drawBars(i: number, now: number) {
    const config = this.config;
    const box = config?.boxes[i];
    const lane = this.lanes[i];
    const view = this.snapshot?.lanes[i];
    const g = lane?.objects.bars;
    if (!config || !box || !lane || !g || !view) return;
    if (lane.completedShown === null) this.drawBackground(i, view.completed);
    const { palette } = config;
    const { motion, scale } = lane;
    const t = motion.t(now);
    const n = motion.size;
    const { slot, barWidth, inset } = barSlots(n, box.barsWidth);
    g.clear();

    // The progress strip under the header.
    const progress = motion.progress(t);
    g.roundRect(box.barsX, box.stripY, box.barsWidth, config.metrics.stripHeight, 2).fill(palette.grid);
    if (progress > 0) {
      g.roundRect(
        box.barsX,
        box.stripY,
        (box.barsWidth * Math.min(100, progress)) / 100,
        config.metrics.stripHeight,
        2,
      ).fill(
        view.completed ? palette.sorted : this.snapshot?.kind === 'searching' ? palette.cell : palette.bar,
      );
    }

    // The sub-array being worked on.
    const range = view.view.range;
    if (range && !view.completed) {
      g.rect(box.barsX + range.lo * slot, box.barsY, (range.hi - range.lo + 1) * slot, box.barsHeight).fill({
        color: palette.range,
        alpha: 0.13,
      });
    }

    // Bars, one path per colour. Edges snap to whole pixels: crisp, and dense lanes tile without seams.
    const bottom = Math.round(box.barsY + box.barsHeight);
    if (config.combinePaths) {
      // Canvas renderer: each colour is one polygon that traces every bar of that colour, joined along
      // the baseline (zero-area joins), so a lane costs a handful of fills instead of one per bar.
      const outlines: number[][] = [];
      for (let id = 0; id < n; id++) {
        const code = motion.stateById[id] ?? 0;
        const left = box.barsX + motion.pos(id, t) * slot + inset;
        const x0 = Math.round(left);
        const x1 = Math.max(x0 + 1, Math.round(left + barWidth));
        const top = bottom - Math.round(barHeight(motion.val(id, t), scale, box.barsHeight));
        (outlines[code] ??= []).push(x0, bottom, x0, top, x1, top, x1, bottom);
      }
      outlines.forEach((points, code) => {
        if (points.length > 0) g.poly(points, true).fill(this.colours[code] ?? palette.bar);
      });
      return;
    }
    for (let code = 0; code < STATE_CODES.length; code++) {
      let any = false;
      for (let id = 0; id < n; id++) {
        if (motion.stateById[id] !== code) continue;
        const left = box.barsX + motion.pos(id, t) * slot + inset;
        const x0 = Math.round(left);
        const width = Math.max(1, Math.round(left + barWidth) - x0);
        const h = Math.round(barHeight(motion.val(id, t), scale, box.barsHeight));
        g.rect(x0, bottom - h, width, h);
        any = true;
      }
      if (any) g.fill(this.colours[code] ?? palette.bar);
    }
  }
}
