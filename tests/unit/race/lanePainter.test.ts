import { describe, expect, it } from 'vitest';
import { barHeight, barSlots, layoutRaceLanes, raceMetrics } from '@scenes/race/layout';
import { paintLane, type LanePainter, type LaneScene } from '@scenes/race/lanePainter';
import { LaneMotion, STATE_CODES } from '@scenes/race/motion';
import { testPalette as palette } from './testPalette';

type Call = [string, ...number[]];

/** Records what is painted, in order. */
class RecordingPainter implements LanePainter {
  calls: Call[] = [];
  roundRect(x: number, y: number, width: number, height: number, radius: number, colour: number) {
    this.calls.push(['roundRect', x, y, width, height, radius, colour]);
  }
  shade(x: number, y: number, width: number, height: number, colour: number, alpha: number) {
    this.calls.push(['shade', x, y, width, height, colour, alpha]);
  }
  beginBars(colour: number) {
    this.calls.push(['beginBars', colour]);
  }
  bar(x: number, y: number, width: number, height: number) {
    this.calls.push(['bar', x, y, width, height]);
  }
  endBars() {
    this.calls.push(['endBars']);
  }
}

const box = layoutRaceLanes(1, 400, { presenter: false })[0]!;
const colours = STATE_CODES.map((_, code) => 100 + code);

function scene(motion: LaneMotion, overrides: Partial<LaneScene> = {}): LaneScene {
  return {
    box,
    stripHeight: raceMetrics(1, 400, { presenter: false }).stripHeight,
    palette,
    kind: 'sorting',
    completed: false,
    range: null,
    motion,
    scale: { lo: 0, hi: 30 },
    colours,
    ...overrides,
  };
}

describe('lane painter', () => {
  it('paints the strip, then the bars one colour at a time, on whole pixels', () => {
    const motion = new LaneMotion();
    motion.snap({
      values: [30, 10, 20],
      ids: [0, 1, 2],
      states: ['compare', 'default', 'default'],
      progress: 50,
    });
    const painter = new RecordingPainter();
    paintLane(painter, scene(motion), 1);

    const [track, fill, ...rest] = painter.calls;
    expect(track).toEqual(['roundRect', box.barsX, box.stripY, box.barsWidth, 4, 2, palette.grid]);
    expect(fill).toEqual(['roundRect', box.barsX, box.stripY, box.barsWidth / 2, 4, 2, palette.bar]);
    // Default bars (code 0) first, then the compared one.
    expect(rest.map((call) => call[0])).toEqual([
      'beginBars',
      'bar',
      'bar',
      'endBars',
      'beginBars',
      'bar',
      'endBars',
    ]);
    expect(rest[0]).toEqual(['beginBars', colours[0]]);
    expect(rest[4]).toEqual(['beginBars', colours[STATE_CODES.indexOf('compare')]]);

    const { slot, inset } = barSlots(3, box.barsWidth);
    const bottom = Math.round(box.barsY + box.barsHeight);
    const compared = rest[5]!;
    expect(compared[1]).toBe(Math.round(box.barsX + inset));
    expect(compared[4]).toBe(Math.round(barHeight(30, { lo: 0, hi: 30 }, box.barsHeight)));
    expect((compared[2] ?? 0) + (compared[4] ?? 0)).toBe(bottom);
    const second = rest[1]!;
    expect(second[1]).toBe(Math.round(box.barsX + slot + inset));
    for (const call of rest.filter((c) => c[0] === 'bar')) {
      for (const value of call.slice(1)) expect(Number.isInteger(value)).toBe(true);
    }
  });

  it('paints bars where they are mid-glide', () => {
    const motion = new LaneMotion();
    motion.snap({ values: [30, 10], ids: [0, 1], states: ['default', 'default'], progress: 0 });
    motion.moveTo({ values: [10, 30], ids: [1, 0], states: ['default', 'default'], progress: 0 }, 0, 100);
    const painter = new RecordingPainter();
    paintLane(painter, scene(motion), motion.t(50));
    const bars = painter.calls.filter((call) => call[0] === 'bar');
    const { slot, inset } = barSlots(2, box.barsWidth);
    // Both bars are half-way between their slots.
    expect(bars[0]?.[1]).toBe(Math.round(box.barsX + 0.5 * slot + inset));
    expect(bars[1]?.[1]).toBe(Math.round(box.barsX + 0.5 * slot + inset));
  });

  it('shades the range being worked on until the lane finishes, and fills the strip green once done', () => {
    const motion = new LaneMotion();
    motion.snap({
      values: [1, 2, 3, 4],
      ids: [0, 1, 2, 3],
      states: ['range', 'range', 'default', 'default'],
      progress: 40,
    });
    const { slot } = barSlots(4, box.barsWidth);
    const running = new RecordingPainter();
    paintLane(running, scene(motion, { range: { lo: 0, hi: 1 } }), 1);
    expect(running.calls[2]).toEqual([
      'shade',
      box.barsX,
      box.barsY,
      2 * slot,
      box.barsHeight,
      palette.range,
      0.13,
    ]);

    const done = new RecordingPainter();
    paintLane(done, scene(motion, { range: { lo: 0, hi: 1 }, completed: true }), 1);
    expect(done.calls.some((call) => call[0] === 'shade')).toBe(false);
    expect(done.calls[1]?.[6]).toBe(palette.sorted);
  });
});
