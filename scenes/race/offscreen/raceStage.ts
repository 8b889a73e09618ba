/**
 * The race scene without React, for the worker: one container per lane holding the same Pixi objects
 * RaceScene mounts (background, bars, name, counts, place), handed to the same RaceSceneEngine, which
 * draws them as it does on the page.
 */
import { Container, Graphics, RenderContainer, Text, type Application } from 'pixi.js';
import type { RaceViewSnapshot } from '@/core/race';
import { RaceSceneEngine, type LanePart } from '../sceneEngine';
import { PLACE_ANCHOR, raceTextStyles } from '../textStyles';
import type { RaceLayoutMessage } from './protocol';

const PARTS: readonly LanePart[] = ['background', 'bars', 'name', 'stats', 'place'];

export class RaceStage {
  private readonly engine = new RaceSceneEngine();
  private readonly root = new Container({ eventMode: 'none' });
  private laneKey = '';
  private lanes: Container[] = [];

  constructor(
    private readonly app: Application,
    private readonly invalidate: () => void,
  ) {
    app.stage.addChild(this.root);
  }

  /** New lanes, size, theme or motion preference. */
  layout(message: RaceLayoutMessage): void {
    const styles = raceTextStyles(message.metrics, message.palette);
    const key = message.lanes.map((lane) => `${lane.id}\u0000${lane.name}`).join('\u0001');
    if (key !== this.laneKey) this.rebuild(message, styles);
    this.lanes.forEach((lane, i) => {
      lane.y = message.boxes[i]?.y ?? 0;
      const [, , name, stats, place] = lane.children as [Graphics, Container, Text, Text, Text];
      name.style = styles.name;
      stats.style = styles.stats;
      place.style = styles.place;
    });
    this.engine.configure({
      boxes: message.boxes,
      metrics: message.metrics,
      palette: message.palette,
      racePalette: message.racePalette,
      reducedMotion: message.reducedMotion,
      invalidate: this.invalidate,
    });
  }

  resize(width: number, height: number, resolution: number): void {
    this.app.renderer.resize(width, height, resolution);
    this.invalidate();
  }

  show(snapshot: RaceViewSnapshot, fresh: boolean): void {
    if (fresh) this.engine.show(snapshot);
    else this.engine.update(snapshot);
  }

  private rebuild(message: RaceLayoutMessage, styles: ReturnType<typeof raceTextStyles>): void {
    // The engine lets go of the old objects before they are destroyed.
    this.lanes.forEach((_, i) => PARTS.forEach((part) => this.engine.ref(part, i)(null)));
    for (const lane of this.lanes) lane.destroy({ children: true });
    const paintOnCanvas = this.app.renderer.name === 'canvas';
    this.lanes = message.lanes.map((lane, i) => {
      const background = new Graphics();
      const bars = paintOnCanvas ? new RenderContainer({}) : new Graphics();
      const name = new Text({ text: lane.name, style: styles.name });
      const stats = new Text({ text: '', style: styles.stats });
      const place = new Text({ text: '', style: styles.place, anchor: PLACE_ANCHOR });
      const container = new Container({ eventMode: 'none' });
      container.addChild(background, bars, name, stats, place);
      this.root.addChild(container);
      const objects = { background, bars, name, stats, place };
      for (const part of PARTS) this.engine.ref(part, i)(objects[part]);
      return container;
    });
    this.laneKey = message.lanes.map((lane) => `${lane.id}\u0000${lane.name}`).join('\u0001');
  }
}
