/**
 * Drives a page the way the Arrays, Stacks, Queues and Linked Lists pages do: each operation recorded as
 * a trace, played on a real step player paced frame by frame, its views following on from the last
 * operation's (use with Vitest fake timers).
 */
import { expect } from 'vitest';
import { createPlayer, SPEED_DEFAULT, type Player } from '@/core/player/player';
import {
  createIdAllocator,
  frameDurationMs,
  idleTrace,
  INITIAL_COLLECTION,
  paceByFrame,
  structureViews,
  traceOperation,
  validateOperationInput,
  type OperationOf,
  type RawInput,
  type StructureKind,
  type StructureView,
} from '@/core/structures';
import type { ScenePalette } from '@scenes/host/palette';

export function page<K extends StructureKind>(
  structure: K,
  initialData: readonly number[] = INITIAL_COLLECTION,
) {
  const allocate = createIdAllocator();
  let trace = idleTrace(structure, initialData);
  let views: StructureView<K>[] = structureViews(trace, null, allocate);
  let player: Player = createPlayer({ stepCount: 0, intervalMs: 0 });
  let stopPacing = () => {};
  const view = (): StructureView<K> => views[player.getSnapshot().index] as StructureView<K>;
  return {
    view,
    ids: () => view().items.map((item) => item.id),
    run(op: OperationOf<K>, raw: RawInput = {}) {
      const checked = validateOperationInput(structure, op, raw, trace.finalData);
      expect(checked.ok).toBe(true);
      if (!checked.ok) return;
      const base = views.at(-1) ?? null;
      trace = traceOperation(structure, trace.finalData, op, checked.input);
      views = structureViews(trace, base, allocate);
      stopPacing();
      player.dispose();
      player = createPlayer({ stepCount: trace.stepCount, intervalMs: 0, startIndex: 1 });
      const current = trace;
      stopPacing = paceByFrame(player, (index) => frameDurationMs(current, index, SPEED_DEFAULT));
      player.play();
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
