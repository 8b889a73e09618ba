import { describe, expect, it } from 'vitest';
import { floydWarshallModule } from '@/core/algorithms/graph';
import type { Graph } from '@/core/graph';
import { frameNarration } from '@/player-ui/TracePlayerCard';

const triangle: Graph = {
  directed: true,
  weighted: true,
  vertices: ['A', 'B', 'C'],
  edges: [
    { from: 'A', to: 'B', weight: 4 },
    { from: 'B', to: 'C', weight: 1 },
    { from: 'A', to: 'C', weight: 7 },
  ],
};

describe('frameNarration', () => {
  const trace = floydWarshallModule.trace(triangle, { source: null, target: null });

  it("says the ready line before the first step, then each step's own message", () => {
    expect(frameNarration(trace.frameAt(0), 'Ready.')).toBe('Ready.');
    const messages = Array.from({ length: trace.stepCount }, (_, k) =>
      frameNarration(trace.frameAt(k + 1), 'Ready.'),
    );
    expect(messages).toEqual(trace.steps.map((step) => step.message));
  });
});
