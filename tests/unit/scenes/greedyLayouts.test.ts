/** The greedy scenes' layouts: the timeline's bars to scale in their rows, the Huffman forest fits. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { huffmanModule, parseActivities } from '@/core/algorithms/greedy';
import { byFinish } from '@/core/algorithms/greedy/activitySelection/activitySelection';
import {
  forestDepth,
  huffmanHeight,
  layoutForest,
  layoutTimeline,
  PAD,
  timelineEnd,
  timelineHeight,
} from '@scenes/greedy/layout';

const activitiesArb = fc
  .array(
    fc
      .tuple(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: 100 }))
      .map(([s, l]) => [s, Math.min(100, s + l)]),
    { minLength: 1, maxLength: 20 },
  )
  .map((pairs) => pairs.map(([start, finish], i) => ({ id: i + 1, start: start ?? 0, finish: finish ?? 1 })));

describe('activity timeline', () => {
  it('draws each bar to scale in its own row, inside the canvas, with readable ticks', () => {
    fc.assert(
      fc.property(activitiesArb, fc.integer({ min: 300, max: 1400 }), (activities, width) => {
        const order = byFinish(activities).map((a) => a.id);
        const layout = layoutTimeline(activities, order, width);
        expect(layout.rows.map((row) => row.id)).toEqual(order);
        const height = timelineHeight(activities.length, width);
        for (const [i, row] of layout.rows.entries()) {
          const activity = activities[row.id - 1];
          if (!activity) throw new Error('missing');
          expect(row.y).toBeCloseTo(layout.rows[0]!.y + i * layout.rowHeight);
          expect(row.x0).toBeCloseTo(layout.x(activity.start));
          expect(row.x1).toBeCloseTo(layout.x(activity.finish));
          expect(row.x0).toBeGreaterThanOrEqual(layout.left);
          expect(row.x1).toBeLessThanOrEqual(width - PAD);
          expect(row.y + layout.rowHeight).toBeLessThanOrEqual(layout.axisY);
        }
        expect(layout.axisY + 22).toBeLessThanOrEqual(height);
        for (let i = 1; i < layout.ticks.length; i++)
          expect(layout.ticks[i]!.x - layout.ticks[i - 1]!.x).toBeGreaterThanOrEqual(30);
        expect(layout.ticks[0]?.time).toBe(0);
        expect(timelineEnd(activities) % 5).toBe(0);
      }),
    );
  });

  it('fits the textbook example on a 375 px phone', () => {
    const parsed = parseActivities('1-4, 3-5, 0-6, 5-7, 3-9, 5-9, 6-10, 8-11, 8-12, 2-14, 12-16');
    if (!('value' in parsed)) throw new Error('invalid');
    const layout = layoutTimeline(
      parsed.value,
      parsed.value.map((a) => a.id),
      343,
    );
    // One time unit is more than 12 px: a 1-unit activity is still a visible bar.
    expect(layout.x(1) - layout.x(0)).toBeGreaterThan(12);
    expect(timelineHeight(11, 343)).toBeLessThan(400);
  });
});

describe('Huffman forest', () => {
  const texts = fc.string({
    unit: fc.constantFrom(...'aaabbcdefghijklmnopqrstuvwxyz0123456789 '.split('')),
    minLength: 1,
    maxLength: 60,
  });

  it('places every tree of the queue side by side, parents above their children, inside the canvas', () => {
    fc.assert(
      fc.property(texts, fc.integer({ min: 320, max: 1400 }), (text, width) => {
        const trace = huffmanModule.trace(text);
        const depth = forestDepth(trace.frameAt(trace.stepCount).model.nodes);
        const height = huffmanHeight(depth, width);
        for (let k = 0; k <= trace.stepCount; k++) {
          const { model } = trace.frameAt(k);
          const layout = layoutForest(model.nodes, model.queue, width, height);
          expect(layout.nodes).toHaveLength(model.nodes.length);
          const byId = new Map(layout.nodes.map((node) => [node.id, node]));
          for (const node of layout.nodes) {
            expect(node.x - layout.radius).toBeGreaterThanOrEqual(0);
            expect(node.x + layout.radius).toBeLessThanOrEqual(width);
            expect(node.y - layout.radius).toBeGreaterThanOrEqual(PAD - 0.001);
            expect(node.y + layout.radius).toBeLessThanOrEqual(height - PAD);
            if (node.parent !== null) {
              const parent = byId.get(node.parent);
              expect(parent!.y).toBeLessThan(node.y);
              // The left child (0) is left of its parent, the right child (1) right of it.
              if (node.bit === 0) expect(node.x).toBeLessThan(parent!.x);
              else expect(node.x).toBeGreaterThan(parent!.x);
            }
          }
          // The roots stand in the queue's order, left to right, on the top row.
          const roots = model.queue.map((id) => byId.get(id)!);
          for (let i = 1; i < roots.length; i++) expect(roots[i]!.x).toBeGreaterThan(roots[i - 1]!.x);
          for (const root of roots) expect(root.y).toBeCloseTo(PAD + layout.radius);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('keeps the abracadabra tree legible at 375 px: weights, symbols and bits all drawn', () => {
    const trace = huffmanModule.trace('abracadabra');
    const model = trace.frameAt(trace.stepCount).model;
    const layout = layoutForest(model.nodes, model.queue, 343, huffmanHeight(forestDepth(model.nodes), 343));
    expect(layout.radius).toBeGreaterThanOrEqual(14);
    expect(layout).toMatchObject({ showWeights: true, showSymbols: true, showBits: true });
    expect(forestDepth(model.nodes)).toBe(3);
  });
});
