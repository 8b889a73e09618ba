import { describe, expect, it } from 'vitest';
import { traceHashTableRun, type HashChange } from '@/core/hash-table';
import { BOX_HEIGHT, BOX_WIDTH, hashSceneHeight, keyLabel, layoutHashScene } from '@scenes/hash-table/layout';
import type { ScenePalette } from '@scenes/host/palette';

const palette: ScenePalette = {
  background: 0xffffff,
  bar: 1,
  active: 2,
  compare: 3,
  sorted: 4,
  cell: 5,
  target: 6,
  found: 7,
  range: 8,
  label: 0x111111,
  labelOnFill: 0xffffff,
  grid: 9,
};
const inserts = (...keys: (number | string)[]): HashChange[] => keys.map((key) => ({ op: 'insert', key }));
const modelAt = (run: Parameters<typeof traceHashTableRun>[0], step?: number) => {
  const trace = traceHashTableRun(run);
  return trace.frameAt(step ?? trace.stepCount).model;
};

describe('hash table scene layout', () => {
  it('hangs each chain below its bucket, one box per key, inside the canvas', () => {
    const model = modelAt({
      mode: 'chaining',
      history: inserts(15, 'cat', 8, 42, 22),
      operation: null,
      key: null,
    });
    const layout = layoutHashScene(model, 375, palette);
    const bucket1 = layout.buckets.find((bucket) => bucket.index === 1);
    const ids = model.buckets[1]?.map((cell) => cell.id) ?? [];
    const chain = ids.map((id) => layout.cells.find((cell) => cell.id === id));
    expect(chain).toHaveLength(3);
    chain.forEach((cell, depth) => {
      expect(cell?.target.x).toBe(bucket1?.x);
      expect(cell?.target.y).toBeGreaterThan((bucket1?.y ?? 0) + depth * BOX_HEIGHT);
    });
    for (const cell of layout.cells) {
      expect(cell.target.x).toBeGreaterThanOrEqual(0);
      expect(cell.target.x + BOX_WIDTH).toBeLessThanOrEqual(375);
      expect(cell.target.y + BOX_HEIGHT).toBeLessThanOrEqual(layout.height);
    }
  });

  it('turns the table on its side when its slots do not fit one row, and lists keys waiting to be rehashed under it', () => {
    const history = inserts(15, 'cat', 8, 42);
    const run = { mode: 'probing' as const, history, operation: 'insert' as const, key: 22 };
    const trace = traceHashTableRun(run);
    const waiting = trace.steps.findIndex(
      (step) => step.model.pending.length > 0 && step.model.capacity === 15,
    );
    const model = trace.frameAt(waiting + 1).model;
    const narrow = layoutHashScene(model, 375, palette);
    expect(narrow.orientation).toBe('column');
    expect(new Set(narrow.buckets.map((bucket) => bucket.x)).size).toBe(1);
    narrow.buckets.forEach((bucket, i) => {
      expect(bucket.index).toBe(i);
      if (i > 0) expect(bucket.y).toBeGreaterThanOrEqual((narrow.buckets[i - 1]?.y ?? 0) + BOX_HEIGHT);
      // The index sits to the left of its bucket, on its middle line.
      expect(bucket.indexLabel.x).toBeLessThan(bucket.x);
      expect(bucket.indexLabel.y).toBe(bucket.y + BOX_HEIGHT / 2);
    });
    expect(narrow.pendingCaption).not.toBeNull();
    const lastSlot = Math.max(...narrow.buckets.map((bucket) => bucket.y));
    for (const cell of model.pending) {
      expect(narrow.cells.find((placed) => placed.id === cell.id)?.target.y).toBeGreaterThan(lastSlot);
    }
    for (const cell of narrow.cells) expect(cell.target.x + BOX_WIDTH).toBeLessThanOrEqual(375);
    const wide = layoutHashScene(model, 1440, palette);
    expect(wide.orientation).toBe('row');
    expect(new Set(wide.buckets.map((bucket) => bucket.y)).size).toBe(1);
    expect(hashSceneHeight(model, 375)).toBeGreaterThan(hashSceneHeight(model, 1440));
  });

  it.each([
    [320, 'column'],
    [375, 'row'],
    [1440, 'row'],
  ] as const)(
    'at %i px the seven buckets of a new table stand in one %s, chains beside or below them',
    (width, orientation) => {
      const model = modelAt({
        mode: 'chaining',
        history: inserts(15, 'cat', 8, 42, 22),
        operation: null,
        key: null,
      });
      expect(model.capacity).toBe(7);
      const layout = layoutHashScene(model, width, palette);
      expect(layout.orientation).toBe(orientation);
      const across = orientation === 'row' ? 'y' : 'x';
      expect(new Set(layout.buckets.map((bucket) => bucket[across])).size).toBe(1);
      const bucket1 = layout.buckets.find((bucket) => bucket.index === 1);
      const chain = (model.buckets[1] ?? []).map((cell) =>
        layout.cells.find((placed) => placed.id === cell.id),
      );
      expect(chain).toHaveLength(3);
      chain.forEach((cell, depth) => {
        // Each key one box further from its bucket: below it in a row, to its right in a column.
        if (orientation === 'row')
          expect(cell?.target.y).toBeGreaterThan((bucket1?.y ?? 0) + depth * BOX_HEIGHT);
        else expect(cell?.target.x).toBeGreaterThan((bucket1?.x ?? 0) + depth * BOX_WIDTH);
      });
      const last = chain.at(-1);
      expect(bucket1?.chainEnd).toEqual({
        x: (last?.target.x ?? 0) + BOX_WIDTH / 2,
        y: (last?.target.y ?? 0) + BOX_HEIGHT / 2,
      });
      for (const cell of layout.cells) {
        expect(cell.target.x).toBeGreaterThanOrEqual(0);
        expect(cell.target.x + BOX_WIDTH).toBeLessThanOrEqual(width);
        expect(cell.target.y + BOX_HEIGHT).toBeLessThanOrEqual(layout.height);
      }
    },
  );

  it('fits a long word in its box and draws a tombstone as a dagger', () => {
    expect(keyLabel('queue')).toBe('queue');
    expect(keyLabel('priority')).toBe('prio…');
    const model = modelAt({
      mode: 'probing',
      history: [...inserts(15, 8), { op: 'delete', key: 15 }],
      operation: null,
      key: null,
    });
    const layout = layoutHashScene(model, 800, palette);
    expect(layout.cells.map((cell) => cell.label)).toEqual(['†', '8']);
  });
});
