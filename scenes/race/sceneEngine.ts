/**
 * Draws the race imperatively. React mounts one container per lane (background, bars, three labels) and
 * hands the Pixi objects over through refs; from then on this class updates them: the labels and the
 * background once per tick at most, the bars whenever a frame is drawn. The bars are painted at render
 * time (see lanePainter), so a frame in the middle of a glide costs no scene-graph work at all, and while
 * a bar glides each frame asks for the next one; once every lane is still, no more frames are drawn.
 */
import { RenderContainer, type Graphics, type Renderer, type Text } from 'pixi.js';
import { TICK_MS, formatSeconds, ordinal } from '@/core/race';
import type { RaceLaneView, RaceViewSnapshot } from '@/core/race';
import type { ScenePalette } from '../host/palette';
import { raceBarColour, statsText, valueScale, type LaneBox, type LaneMetrics } from './layout';
import { CanvasLanePainter, GraphicsLanePainter, paintLane, type LaneScene } from './lanePainter';
import { LaneMotion, STATE_CODES } from './motion';
import type { RacePalette } from './palette';
import { readableOn } from '../host/contrast';

export type LanePart = 'background' | 'bars' | 'name' | 'stats' | 'place';

/**
 * The bars of a lane: a RenderContainer under the canvas renderer (painted with the 2D context's own
 * calls), a Graphics under WebGL or WebGPU (rebuilt just before the frames it changes in).
 */
type LaneBars = RenderContainer | Graphics;

interface LaneObjects {
  background: Graphics | null;
  bars: LaneBars | null;
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
  invalidate: () => void;
}

interface LaneRuntime {
  objects: LaneObjects;
  motion: LaneMotion;
  scale: { lo: number; hi: number };
  /** A Graphics bars object must be rebuilt on the next frame (new target, layout or palette). */
  barsStale: boolean;
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

function outcomeOf(kind: RaceViewSnapshot['kind'], lane: RaceLaneView): string | null {
  if (!lane.completed) return null;
  if (lane.wrong) return lane.wrong;
  if (kind === 'sorting') return null;
  const found = lane.view.states.indexOf('found');
  return found >= 0 ? `Found at index ${found}` : 'Not found';
}

export class RaceSceneEngine {
  private lanes: LaneRuntime[] = [];
  private readonly refs = new Map<string, (object: Graphics | RenderContainer | Text | null) => void>();
  private config: RaceSceneConfig | null = null;
  private snapshot: RaceViewSnapshot | null = null;
  private colours: number[] = [];

  /** A stable ref callback for one Pixi object of lane i. */
  ref(part: LanePart, i: number): (object: Graphics | RenderContainer | Text | null) => void {
    const key = `${part}:${i}`;
    let callback = this.refs.get(key);
    if (!callback) {
      callback = (object) => {
        const lane = this.lane(i);
        (lane.objects as unknown as Record<LanePart, typeof object>)[part] = object;
        if (part === 'bars' && object) this.attachBars(i, object as LaneBars);
      };
      this.refs.set(key, callback);
    }
    return callback;
  }

  /** New layout, palette or motion preference: redraw everything where it stands. */
  configure(config: RaceSceneConfig): void {
    this.config = config;
    this.lanes.length = Math.min(this.lanes.length, config.boxes.length);
    this.colours = STATE_CODES.map((state) =>
      raceBarColour(this.snapshot?.kind ?? 'sorting', state, config.palette),
    );
    this.lanes.forEach((lane, i) => {
      lane.completedShown = null;
      lane.placeShown = '\u0000';
      lane.statsShown = '\u0000';
      lane.barsStale = true;
      this.positionLabels(i);
    });
    if (this.snapshot) this.applyLabels(this.snapshot);
    config.invalidate();
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
      lane.barsStale = true;
    });
    this.applyLabels(snapshot);
    this.config?.invalidate();
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
    let changed = false;
    snapshot.lanes.forEach((view, i) => {
      if (view.view === previous.lanes[i]?.view && view.progress === previous.lanes[i]?.progress) return;
      const lane = this.lane(i);
      lane.motion.moveTo({ ...view.view, progress: view.progress }, now, glide);
      lane.barsStale = true;
      changed = true;
    });
    this.applyLabels(snapshot);
    if (changed) this.config?.invalidate();
  }

  private lane(i: number): LaneRuntime {
    let lane = this.lanes[i];
    if (!lane) {
      lane = {
        objects: emptyObjects(),
        motion: new LaneMotion(),
        scale: { lo: 0, hi: 1 },
        barsStale: true,
        statsShown: '\u0000',
        placeShown: '\u0000',
        completedShown: null,
      };
      this.lanes[i] = lane;
    }
    return lane;
  }

  private attachBars(i: number, bars: LaneBars) {
    this.lane(i).barsStale = true;
    this.config?.invalidate();
    if (bars instanceof RenderContainer) {
      bars.render = (renderer) => this.paintBarsOnCanvas(i, bars, renderer);
    } else {
      bars.onRender = () => this.rebuildBarGraphics(i, bars);
    }
  }

  /** What lane i's painter needs, or null before the scene is configured and shown. */
  private laneScene(i: number): LaneScene | null {
    const config = this.config;
    const box = config?.boxes[i];
    const lane = this.lanes[i];
    const view = this.snapshot?.lanes[i];
    if (!config || !box || !lane || !view || !this.snapshot) return null;
    return {
      box,
      stripHeight: config.metrics.stripHeight,
      palette: config.palette,
      kind: this.snapshot.kind,
      completed: view.completed,
      range: view.view.range,
      motion: lane.motion,
      scale: lane.scale,
      colours: this.colours,
    };
  }

  /** Called by Pixi's canvas renderer at its place in the scene, on every frame drawn. */
  private paintBarsOnCanvas(i: number, bars: RenderContainer, renderer: Renderer) {
    const scene = this.laneScene(i);
    if (!scene || !('canvasContext' in renderer)) return;
    const system = renderer.canvasContext;
    const context = system.activeContext;
    const now = performance.now();
    context.save();
    system.setContextTransform(bars.groupTransform, false);
    context.globalCompositeOperation = 'source-over';
    context.globalAlpha = 1;
    paintLane(new CanvasLanePainter(context), scene, scene.motion.t(now));
    context.restore();
    this.keepFramesComing(scene.motion, now);
  }

  /** Called by Pixi before each frame it renders; rebuilds the Graphics only when the bars changed. */
  private rebuildBarGraphics(i: number, bars: Graphics) {
    const lane = this.lanes[i];
    const now = performance.now();
    if (!lane || (!lane.barsStale && !lane.motion.isMoving(now))) return;
    const scene = this.laneScene(i);
    if (!scene) return;
    bars.clear();
    paintLane(new GraphicsLanePainter(bars), scene, scene.motion.t(now));
    lane.barsStale = false;
    this.keepFramesComing(scene.motion, now);
  }

  /** A frame drawn mid-glide asks for the next one; the last frame of a glide asks for none. */
  private keepFramesComing(motion: LaneMotion, now: number) {
    if (motion.isMoving(now)) this.config?.invalidate();
  }

  /** Labels change at most once a tick, so they are set here rather than per frame. */
  private applyLabels(snapshot: RaceViewSnapshot) {
    let changed = false;
    snapshot.lanes.forEach((view, i) => {
      const lane = this.lane(i);
      const { stats, place } = lane.objects;
      const statsLine = statsText(snapshot.kind, view, outcomeOf(snapshot.kind, view));
      if (stats && statsLine !== lane.statsShown) {
        stats.text = statsLine;
        lane.statsShown = statsLine;
        changed = true;
      }
      const placeLine =
        view.completed && view.place !== null
          ? `${ordinal(view.place)}  ${formatSeconds(view.timeMs ?? 0)}`
          : '';
      if (placeLine !== lane.placeShown || view.completed !== lane.completedShown) {
        if (place) place.text = placeLine;
        lane.placeShown = placeLine;
        lane.completedShown = view.completed;
        // A lane that finished wrong keeps the running lane's look: it is not drawn as done.
        this.drawBackground(i, view.completed && !view.wrong);
        changed = true;
      }
    });
    if (changed) this.config?.invalidate();
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
}
