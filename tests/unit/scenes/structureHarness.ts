/** Drives a real operation controller and its view store (use with Vitest fake timers). */
import { expect } from 'vitest';
import {
  createOperationController,
  createStructureViewStore,
  type RawInput,
  type StructureKind,
  type StructureView,
} from '@/core/structures';
import type { ScenePalette } from '@scenes/host/palette';

export function page<K extends StructureKind>(structure: K, initialData?: readonly number[]) {
  const controller = createOperationController(structure, initialData ? { initialData } : {});
  const store = createStructureViewStore(controller);
  return {
    controller,
    view: (): StructureView<K> => store.getSnapshot(),
    ids: () => store.getSnapshot().items.map((item) => item.id),
    run(op: Parameters<typeof controller.submit>[0], raw: RawInput = {}) {
      const outcome = controller.submit(op, raw);
      expect(outcome.ok).toBe(true);
    },
  };
}

export const palette: ScenePalette = {
  background: 0xffffff,
  bar: 0x8b5cf6,
  active: 0xef4444,
  compare: 0xf97316,
  sorted: 0x22c55e,
  cell: 0x3b82f6,
  target: 0xf59e0b,
  found: 0x16a34a,
  range: 0x6366f1,
  label: 0x111827,
  labelOnFill: 0xffffff,
  grid: 0xe5e7eb,
};

/** n values 1..n. */
export function values(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i + 1);
}
