import { describe, expect, it } from 'vitest';
import {
  barHeight,
  barSlots,
  layoutRaceLanes,
  raceBarColour,
  raceMetrics,
  raceSceneHeight,
  statsText,
  valueScale,
} from '@scenes/race/layout';
import { LaneMotion, STATE_CODES } from '@scenes/race/motion';
import { contrastRatio as contrast, readableOn } from '@scenes/host/contrast';
import { testPalette as palette } from './testPalette';

describe('race scene layout', () => {
  it('stacks lanes without overlap, and five lanes leave room for the controls on a 1080p screen', () => {
    const options = { presenter: false };
    const lanes = layoutRaceLanes(5, 1200, options);
    lanes.slice(1).forEach((lane, i) => {
      const above = lanes[i];
      expect(lane.y).toBeGreaterThanOrEqual((above?.y ?? 0) + (above?.height ?? 0));
    });
    expect(raceSceneHeight(5, 1200, options)).toBeLessThanOrEqual(640);
    for (const lane of lanes) {
      expect(lane.barsY).toBeGreaterThan(lane.stripY);
      expect(lane.barsY + lane.barsHeight).toBeLessThanOrEqual(lane.height);
    }
  });

  it('wraps the header onto two lines on a phone and keeps the bars legible', () => {
    expect(raceMetrics(5, 1200, { presenter: false }).twoLineHeader).toBe(false);
    const phone = raceMetrics(5, 310, { presenter: false });
    expect(phone.twoLineHeader).toBe(true);
    expect(phone.barsHeight).toBeGreaterThanOrEqual(56);
    expect(phone.nameFont).toBeGreaterThanOrEqual(14);
    expect(phone.statsFont).toBeGreaterThanOrEqual(12);
  });

  it('grows the type in presenter mode and fills the height it is given', () => {
    const normal = raceMetrics(5, 1300, { presenter: false });
    const presenter = raceMetrics(5, 1300, { presenter: true, availableHeight: 820 });
    expect(presenter.nameFont).toBeGreaterThan(normal.nameFont);
    expect(presenter.statsFont).toBeGreaterThan(normal.statsFont);
    const height = raceSceneHeight(5, 1300, { presenter: true, availableHeight: 820 });
    expect(height).toBeLessThanOrEqual(822);
    expect(height).toBeGreaterThan(760);
  });

  it('spreads bars over the width, with gaps only where they fit', () => {
    expect(barSlots(100, 1000)).toMatchObject({ slot: 10 });
    expect(barSlots(100, 1000).barWidth).toBeLessThan(10);
    expect(barSlots(1000, 1000)).toEqual({ slot: 1, barWidth: 1, inset: 0 });
  });

  it('scales values from zero, or from the smallest negative value', () => {
    expect(valueScale([5, 50, 100])).toEqual({ lo: 0, hi: 100 });
    expect(valueScale([-20, 10])).toEqual({ lo: -20, hi: 10 });
    expect(valueScale([0, 0])).toEqual({ lo: 0, hi: 1 });
    expect(barHeight(100, { lo: 0, hi: 100 }, 80)).toBe(80);
    expect(barHeight(0, { lo: 0, hi: 100 }, 80)).toBe(2);
  });

  it('colours sorting and searching states as the visualisers do', () => {
    expect(raceBarColour('sorting', 'default', palette)).toBe(palette.bar);
    expect(raceBarColour('sorting', 'compare', palette)).toBe(palette.compare);
    expect(raceBarColour('sorting', 'swap', palette)).toBe(palette.active);
    expect(raceBarColour('sorting', 'sorted', palette)).toBe(palette.sorted);
    expect(raceBarColour('searching', 'default', palette)).toBe(palette.cell);
    expect(raceBarColour('searching', 'compare', palette)).toBe(palette.active);
    expect(raceBarColour('searching', 'target', palette)).toBe(palette.target);
    expect(raceBarColour('searching', 'found', palette)).toBe(palette.found);
  });

  it('labels each lane with its live counts', () => {
    const lane = {
      id: 'quickSort',
      comparisons: 1234,
      swaps: 56,
      writes: 0,
      progress: 45.9,
      completed: false,
    };
    expect(statsText('sorting', lane)).toBe('Comparisons 1,234  ·  Swaps 56  ·  45%');
    expect(statsText('sorting', { ...lane, id: 'mergeSort', writes: 99 })).toBe(
      'Comparisons 1,234  ·  Writes 99  ·  45%',
    );
    expect(statsText('searching', { ...lane, completed: true }, 'Found at index 3')).toBe(
      'Comparisons 1,234  ·  Found at index 3',
    );
  });

  it('picks the label colour that reads best on a fill', () => {
    expect(readableOn(0x22c55e, [0xffffff, 0x111827])).toBe(0x111827);
    expect(contrast(0x111827, 0x22c55e)).toBeGreaterThan(4.5);
  });
});

describe('lane motion', () => {
  const target = (values: number[], ids: number[], progress = 0) => ({
    values,
    ids,
    states: values.map(() => 'default' as const),
    progress,
  });

  it('glides each bar from its slot to its new slot over the tick', () => {
    const motion = new LaneMotion();
    motion.snap(target([30, 10, 20], [0, 1, 2]));
    expect(motion.isMoving(0)).toBe(false);
    // Bar 0 (value 30) moves from slot 0 to slot 2; bar 2 from slot 2 to slot 0.
    motion.moveTo(target([20, 10, 30], [2, 1, 0], 50), 1000, 100);
    expect(motion.pos(0, motion.t(1000))).toBe(0);
    expect(motion.pos(0, motion.t(1050))).toBeCloseTo(1);
    expect(motion.pos(2, motion.t(1050))).toBeCloseTo(1);
    expect(motion.progress(motion.t(1050))).toBeCloseTo(25);
    expect(motion.isMoving(1099)).toBe(true);
    expect(motion.isMoving(1100)).toBe(false);
    expect(motion.pos(0, motion.t(1100))).toBe(2);
    expect(motion.val(0, 1)).toBe(30);
  });

  it('starts a new glide from wherever the bars are when a tick comes early', () => {
    const motion = new LaneMotion();
    motion.snap(target([1, 2], [0, 1]));
    motion.moveTo(target([2, 1], [1, 0]), 0, 100);
    motion.moveTo(target([1, 2], [0, 1]), 50, 100);
    expect(motion.pos(0, motion.t(50))).toBeCloseTo(0.5);
    expect(motion.pos(0, motion.t(150))).toBe(0);
  });

  it('records each bar’s state by identity', () => {
    const motion = new LaneMotion();
    motion.snap({ values: [1, 2], ids: [1, 0], states: ['compare', 'sorted'], progress: 0 });
    expect(STATE_CODES[motion.stateById[1] ?? 0]).toBe('compare');
    expect(STATE_CODES[motion.stateById[0] ?? 0]).toBe('sorted');
  });
});
