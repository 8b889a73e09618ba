/**
 * The four data-structure scene layouts at real moments of real operations, and their readability
 * with many elements on a phone-width card.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { arrayGeometry, layoutArray } from '@scenes/array/layout';
import { boxStyle, fitLabel, valueLabel } from '@scenes/host/boxStyle';
import { contrastRatio, readableOn } from '@scenes/host/contrast';
import { arrowPath, layoutLinkedList, listGeometry, NULL_ID } from '@scenes/linked-list/layout';
import { layoutQueue, queueSceneHeight } from '@scenes/queue/layout';
import { layoutStack } from '@scenes/stack/layout';
import { page, palette, values } from './structureHarness';

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The card's inner width on a 375 px phone. */
const PHONE = 303;
const DESKTOP = 760;

function expectInside(
  rects: { x: number; y: number; width: number; height: number }[],
  width: number,
  height: number,
) {
  for (const rect of rects) {
    expect(rect.x).toBeGreaterThanOrEqual(0);
    expect(rect.y).toBeGreaterThanOrEqual(0);
    expect(rect.x + rect.width).toBeLessThanOrEqual(width);
    expect(rect.y + rect.height).toBeLessThanOrEqual(height);
  }
}

describe('style', () => {
  it('shortens long values to fit and keeps short ones whole', () => {
    expect(fitLabel(12345, 5)).toBe('12345');
    expect(fitLabel(123456, 5)).toBe('123K');
    expect(fitLabel(-1234567, 5)).toBe('-1.2M');
    expect(fitLabel(9007199254740991, 6).length).toBeLessThanOrEqual(6);
    const { label, fontSize } = valueLabel(9007199254740991, 44, 16);
    expect(label.length * fontSize * 0.62).toBeLessThanOrEqual(44);
  });

  it('picks the label colour that reads best on a filled box', () => {
    expect(readableOn(0x000000, [0x111111, 0xffffff])).toBe(0xffffff);
    expect(readableOn(0xf59e0b, [0x111827, 0xffffff])).toBe(0x111827);
    for (const role of ['new', 'removing', 'active', 'shifting', 'traversing', 'visited'] as const) {
      const style = boxStyle(role, palette);
      expect(contrastRatio(style.fill, style.text)).toBeGreaterThanOrEqual(4);
    }
  });
});

describe('array layout', () => {
  it('lays a short array out in one row from index 0, one frame per index', () => {
    const layout = layoutArray(page('array').view(), DESKTOP, palette);
    const { box, gap, height, originX, columns } = layout.geometry;
    expect(layout.slots.map((slot) => slot.index)).toEqual([0, 1, 2, 3, 4]);
    expect(new Set(layout.boxes.map((b) => b.target.y)).size).toBe(1);
    expect(layout.boxes.map((b) => b.target.x)).toEqual(
      [0, 1, 2, 3, 4].map((i) => originX + i * (box + gap)),
    );
    // The grid of all columns is centred.
    const right = originX + columns * (box + gap) - gap;
    expect(Math.abs(originX - (DESKTOP - right))).toBeLessThanOrEqual(1);
    expectInside(
      layout.boxes.map((b) => ({ ...b.target, width: box, height: box })),
      DESKTOP,
      height,
    );
  });

  it('opens a gap at the insert index, then drops the value into it', () => {
    const p = page('array');
    p.run('insert', { value: '25', index: '2' });
    let layout = layoutArray(p.view(), DESKTOP, palette);
    const { box, gap } = layout.geometry;
    const x = (i: number) => layout.boxes[i]?.target.x ?? NaN;
    expect(x(1) - x(0)).toBe(box + gap);
    // 30 moved from slot 2 to slot 3: a free slot between 20 and 30.
    expect(x(2) - x(1)).toBe(2 * (box + gap));
    expect(layout.slots).toHaveLength(6);
    vi.advanceTimersByTime(1000);
    layout = layoutArray(p.view(), DESKTOP, palette);
    const waiting = layout.boxes.find((b) => b.placeholder);
    expect(waiting?.value).toBe(25);
    expect(waiting?.target.x).toBe((layout.boxes[1]?.target.x ?? 0) + box + gap);
    vi.advanceTimersByTime(1000);
    layout = layoutArray(p.view(), DESKTOP, palette);
    // Landed: every element in its own slot, nothing displaced twice.
    const xs = layout.boxes.map((b) => b.target.x);
    expect(xs.slice(1).map((v, i) => v - (xs[i] ?? 0))).toEqual(Array(5).fill(box + gap));
  });

  it('fades the removed element and slides the rest left during the shift step', () => {
    const p = page('array');
    p.run('remove', { index: '1' });
    let layout = layoutArray(p.view(), DESKTOP, palette);
    expect(layout.boxes.map((b) => b.target.alpha)).toEqual([1, 1, 1, 1, 1]);
    const before = layout.boxes.map((b) => b.target.x);
    vi.advanceTimersByTime(1000);
    layout = layoutArray(p.view(), DESKTOP, palette);
    expect(layout.boxes[1]?.target.alpha).toBe(0);
    expect(layout.boxes[2]?.target.x).toBe(before[1]);
    expect(layout.boxes[4]?.target.x).toBe(before[3]);
    vi.advanceTimersByTime(1000);
    layout = layoutArray(p.view(), DESKTOP, palette);
    expect(layout.boxes.map((b) => b.target.x)).toEqual(before.slice(0, 4));
  });

  it('wraps 30+ elements into rows that fit a phone-width card', () => {
    for (const count of [30, 60]) {
      const view = page('array', values(count)).view();
      const layout = layoutArray(view, PHONE, palette);
      const { box, height, columns } = layout.geometry;
      expect(columns).toBeGreaterThanOrEqual(5);
      expect(height).toBe(arrayGeometry(count, PHONE).height);
      expectInside(
        layout.boxes.map((b) => ({ ...b.target, width: box, height: box })),
        PHONE,
        height,
      );
      expect(layout.boxes.every((b) => b.fontSize >= 11)).toBe(true);
    }
  });
});

describe('stack layout', () => {
  it('marks the top, holds a pushed value above the container, lifts a popped one off', () => {
    const p = page('stack');
    let layout = layoutStack(p.view(), DESKTOP, palette);
    const top = layout.boxes[4];
    expect(layout.topMarker.alpha).toBe(1);
    expect(layout.topMarker.y).toBeCloseTo((top?.target.y ?? 0) + layout.geometry.boxHeight / 2);
    expect(layout.boxes.map((b) => b.target.y)).toEqual(
      [...layout.boxes.map((b) => b.target.y)].sort((a, b) => b - a),
    );

    p.run('push', { value: '60' });
    layout = layoutStack(p.view(), DESKTOP, palette);
    const waiting = layout.boxes.find((b) => b.placeholder);
    expect(waiting?.target.y).toBeLessThan(layout.geometry.bucketTop);
    vi.advanceTimersByTime(3000);

    p.run('pop');
    vi.advanceTimersByTime(1000);
    layout = layoutStack(p.view(), DESKTOP, palette);
    expect(layout.boxes[5]?.target).toMatchObject({ y: layout.geometry.hoverY, alpha: 0 });
  });

  it('continues tall stacks in further columns that fit a phone, growing taller when needed', () => {
    for (const count of [30, 100]) {
      const layout = layoutStack(page('stack', values(count)).view(), PHONE, palette);
      const { boxWidth, boxHeight, height, columns, columnWidth } = layout.geometry;
      expect(columns).toBeGreaterThanOrEqual(2);
      expect(columnWidth).toBeGreaterThanOrEqual(76);
      expectInside(
        layout.boxes.map((b) => ({ ...b.target, width: boxWidth, height: boxHeight })),
        PHONE,
        height,
      );
      expect(layout.topMarker.x + 40).toBeLessThanOrEqual(PHONE);
      expect(layout.columns.every((c) => c.caption !== null)).toBe(true);
    }
  });

  it('hides the marker when empty', () => {
    const layout = layoutStack(page('stack', []).view(), PHONE, palette);
    expect(layout.empty).toBe(true);
    expect(layout.topMarker.alpha).toBe(0);
  });
});

describe('queue layout', () => {
  it('draws the listing’s circular buffer: 5 values in 8 slots, front and rear labelled', () => {
    const layout = layoutQueue(page('queue').view(), DESKTOP, palette);
    const { box } = layout.geometry;
    expect(layout.slots).toHaveLength(8);
    expect(layout.boxes.map((b) => [b.value, b.target.x])).toEqual(
      [10, 20, 30, 40, 50].map((value, i) => [value, layout.slots[i]?.x]),
    );
    expect(layout.front.x).toBe((layout.boxes[0]?.target.x ?? 0) + box / 2);
    expect(layout.rear.x).toBe((layout.boxes[4]?.target.x ?? 0) + box / 2);
    expect(layout.front.y).toBeLessThan(layout.boxes[0]?.target.y ?? 0);
    expect(layout.rear.y).toBeGreaterThan((layout.boxes[4]?.target.y ?? 0) + box - 1);
  });

  it.each([320, 375, 1440])(
    'keeps the 8 slots on one row inside a %i px canvas, with front and rear marked',
    (width) => {
      const layout = layoutQueue(page('queue').view(), width, palette);
      const { box } = layout.geometry;
      expect(new Set(layout.slots.map((slot) => slot.y)).size).toBe(1);
      const xs = layout.slots.map((slot) => slot.x);
      expect(xs).toEqual([...xs].sort((a, b) => a - b));
      expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
      expect(Math.max(...xs) + box).toBeLessThanOrEqual(width);
      expect(box).toBeGreaterThanOrEqual(26);
      expect(layout.front.alpha).toBe(1);
      expect(layout.front.x).toBe((layout.slots[0]?.x ?? 0) + box / 2);
      expect(layout.rear.x).toBe((layout.slots[4]?.x ?? 0) + box / 2);
      // The canvas is as tall as one row needs.
      expect(queueSceneHeight(page('queue').view(), width)).toBe(
        queueSceneHeight(page('queue').view(), 1440),
      );
    },
  );

  it('wraps only a buffer too long to fit one row even with 26 px boxes', () => {
    const long = page(
      'queue',
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    const layout = layoutQueue(long.view(), 320, palette);
    expect(layout.slots).toHaveLength(16);
    expect(new Set(layout.slots.map((slot) => slot.y)).size).toBeGreaterThan(1);
    expect(new Set(layoutQueue(long.view(), 1440, palette).slots.map((slot) => slot.y)).size).toBe(1);
  });

  it('dequeues by lifting the front value out and moving the front pointer: no value shifts', () => {
    const p = page('queue');
    let layout = layoutQueue(p.view(), DESKTOP, palette);
    const placed = new Map(layout.boxes.map((b) => [b.value, b.target.x]));
    const slot1 = layout.slots[1]?.x ?? 0;

    p.run('dequeue');
    vi.advanceTimersByTime(1000);
    layout = layoutQueue(p.view(), DESKTOP, palette);
    expect(layout.boxes[0]).toMatchObject({ value: 10, target: { x: placed.get(10), alpha: 0 } });
    expect(layout.boxes[0]?.target.y).toBeLessThan(layout.slots[0]?.y ?? 0);
    vi.advanceTimersByTime(1000);
    layout = layoutQueue(p.view(), DESKTOP, palette);
    expect(layout.boxes.map((b) => b.value)).toEqual([20, 30, 40, 50]);
    for (const b of layout.boxes) expect(b.target.x).toBe(placed.get(b.value));
    expect(layout.front.x).toBe(slot1 + layout.geometry.box / 2);
    expect(p.view().buffer).toEqual({ capacity: 8, front: 1 });
  });

  it('wraps the rear around to slot 0, and doubles a full buffer before a value joins', () => {
    const p = page('queue', [1, 2, 3, 4]);
    expect(p.view().buffer).toEqual({ capacity: 4, front: 0 });
    p.run('dequeue');
    vi.advanceTimersByTime(3000);
    p.run('enqueue', { value: '5' });
    vi.advanceTimersByTime(3000);
    let layout = layoutQueue(p.view(), DESKTOP, palette);
    expect(p.view().buffer).toEqual({ capacity: 4, front: 1 });
    // 5 went into slot 0, before the front: the rear wrapped around.
    expect(layout.boxes.map((b) => b.value)).toEqual([2, 3, 4, 5]);
    expect(layout.boxes[3]?.target.x).toBe(layout.slots[0]?.x);
    expect(layout.rear.x).toBeLessThan(layout.front.x);

    // The buffer is full: enqueueing 6 doubles it and copies the values to the start of the new block.
    p.run('enqueue', { value: '6' });
    layout = layoutQueue(p.view(), DESKTOP, palette);
    expect(layout.slots).toHaveLength(8);
    expect(layout.boxes.map((b) => [b.value, b.target.x])).toEqual(
      [2, 3, 4, 5, 6].map((value, i) => [value, layout.slots[i]?.x]),
    );
    vi.advanceTimersByTime(3000);
    expect(p.view().buffer).toEqual({ capacity: 8, front: 0 });
  });

  it('wraps 30+ elements on a phone', () => {
    const layout = layoutQueue(page('queue', values(40)).view(), PHONE, palette);
    const { box, height } = layout.geometry;
    expectInside(
      layout.boxes.map((b) => ({ ...b.target, width: box, height: box })),
      PHONE,
      height,
    );
    expect(layout.rear.y + 16).toBeLessThanOrEqual(height);
  });
});

describe('linked-list layout', () => {
  it('links every node to the next and the tail to null', () => {
    const layout = layoutLinkedList(page('linkedList').view(), DESKTOP, palette);
    const ids = layout.nodes.map((node) => node.id);
    expect(layout.arrows).toEqual([
      ...ids.slice(0, 4).map((id, i) => ({ from: id, to: ids[i + 1], kind: 'link' })),
      { from: ids[4], to: NULL_ID, kind: 'link' },
    ]);
    expect(layout.nodes.map((node) => node.caption)).toEqual([
      'Node 0',
      'Node 1',
      'Node 2',
      'Node 3',
      'Node 4',
    ]);
    expect(layout.nodes.map((node) => node.tag)).toEqual(['Head', null, null, null, 'Tail']);
    expect(layout.terminator.x).toBeGreaterThan(layout.nodes[4]?.target.x ?? 0);
  });

  it('links a new node in at the pointer step and raises it into line at the last step', () => {
    const p = page('linkedList');
    p.run('insert', { value: '25', index: '2' });
    let layout = layoutLinkedList(p.view(), DESKTOP, palette);
    const waiting = () => layout.nodes.find((node) => node.placeholder);
    const rowY = layout.nodes[0]?.target.y ?? 0;
    expect(waiting()?.target.y).toBe(rowY + layout.geometry.drop);
    expect(waiting()?.linked).toBe(false);
    expect(layout.arrows.some((arrow) => arrow.kind === 'new')).toBe(false);

    vi.advanceTimersByTime(2000); // 'Updating next pointers to insert the new node'
    layout = layoutLinkedList(p.view(), DESKTOP, palette);
    const id = waiting()?.id;
    const [n1, n2] = [layout.nodes[1]?.id, layout.nodes[2]?.id];
    expect(layout.arrows).toContainEqual({ from: n1, to: id, kind: 'new' });
    expect(layout.arrows).toContainEqual({ from: id, to: n2, kind: 'new' });
    expect(waiting()?.target.y).toBe(rowY + layout.geometry.drop);

    vi.advanceTimersByTime(1000); // 'Inserted new node ...'
    layout = layoutLinkedList(p.view(), DESKTOP, palette);
    expect(waiting()?.target.y).toBe(rowY);
    // The gap it fills sits between Node 1 and Node 2.
    expect(waiting()?.target.x).toBeGreaterThan(layout.nodes[1]?.target.x ?? 0);
    expect(waiting()?.target.x).toBeLessThan(layout.nodes[2]?.target.x ?? 0);
  });

  it('drops a removed node out of the chain and bypasses it', () => {
    const p = page('linkedList');
    p.run('remove', { index: '2' });
    vi.advanceTimersByTime(1000);
    const layout = layoutLinkedList(p.view(), DESKTOP, palette);
    const [n1, n2, n3] = [layout.nodes[1], layout.nodes[2], layout.nodes[3]];
    expect(n2?.target.y).toBe((n1?.target.y ?? 0) + layout.geometry.drop);
    expect(layout.arrows).toContainEqual({ from: n1?.id, to: n3?.id, kind: 'bypass' });
    expect(layout.arrows).toContainEqual({ from: n2?.id, to: n3?.id, kind: 'detached' });
    expect(layout.arrows.filter((arrow) => arrow.to === n2?.id)).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(layoutLinkedList(p.view(), DESKTOP, palette).nodes[2]?.target.alpha).toBeLessThan(1);
  });

  it('wraps 30+ nodes on a phone; wrapping arrows turn inside the card', () => {
    const view = page('linkedList', values(30)).view();
    const layout = layoutLinkedList(view, PHONE, palette);
    const { nodeWidth, nodeHeight, height } = layout.geometry;
    expect(height).toBe(listGeometry(30, PHONE).height);
    expectInside(
      layout.nodes.map((node) => ({ ...node.target, width: nodeWidth, height: nodeHeight + 18 })),
      PHONE,
      height,
    );
    const placements = new Map(layout.nodes.map((node) => [node.id, node.target]));
    placements.set(NULL_ID, layout.terminator);
    let elbows = 0;
    for (const arrow of layout.arrows) {
      const from = placements.get(arrow.from);
      const to = placements.get(arrow.to);
      if (!from || !to) throw new Error('arrow to nowhere');
      const path = arrowPath(from, to, layout.geometry);
      if (path.length > 4) elbows += 1;
      for (let i = 0; i < path.length; i += 2) {
        expect(path[i]).toBeGreaterThanOrEqual(0);
        expect(path[i]).toBeLessThanOrEqual(PHONE);
        expect(path[i + 1]).toBeLessThanOrEqual(height);
      }
    }
    expect(elbows).toBeGreaterThan(3);
  });

  it('draws straight arrows to the right and elbows back to the next row', () => {
    const geometry = listGeometry(5, DESKTOP);
    const a = { x: 20, y: 30, alpha: 1 };
    expect(arrowPath(a, { x: 200, y: 30, alpha: 1 }, geometry)).toHaveLength(4);
    const wrap = arrowPath({ x: 500, y: 30, alpha: 1 }, { x: 20, y: 130, alpha: 1 }, geometry);
    expect(wrap).toHaveLength(12);
    expect(wrap.at(-2)).toBe(18);
    expect(wrap.at(-1)).toBe(130 + geometry.nodeHeight / 2);
  });
});
