import { describe, expect, it, vi } from 'vitest';

// Pixi reads `navigator` as it loads; Node 20 has none. Nothing here draws, so no DOM is needed.
vi.hoisted(() => {
  if (!('navigator' in globalThis)) vi.stubGlobal('navigator', { userAgent: 'node' });
});

const { Container, Graphics, Text } = await import('pixi.js');
const { holdBackNewLabels } = await import('@scenes/host/frameScheduler');
type Text = InstanceType<typeof Text>;
type Container = InstanceType<typeof Container>;

function sceneWithLabels(count: number): { stage: Container; labels: Text[] } {
  const stage = new Container();
  stage.addChild(new Graphics());
  const labels = Array.from({ length: count }, (_, index) => {
    const cell = new Container();
    const label = new Text({ text: String(index) });
    cell.addChild(label);
    stage.addChild(cell);
    return label;
  });
  return { stage, labels };
}

describe('holdBackNewLabels', () => {
  it('lets the first labels through and hides the rest from this frame', () => {
    const { stage, labels } = sceneWithLabels(20);
    const drawn = new WeakSet<Text>();
    const heldBack = holdBackNewLabels(stage, drawn, 8);
    expect(heldBack).toEqual(labels.slice(8));
    expect(labels.map((label) => label.renderable)).toEqual([
      ...Array(8).fill(true),
      ...Array(12).fill(false),
    ]);
  });

  it('draws every label within a few frames, each at most once as new', () => {
    const { stage, labels } = sceneWithLabels(20);
    const drawn = new WeakSet<Text>();
    const heldPerFrame: number[] = [];
    for (let frame = 0; frame < 5; frame += 1) {
      const heldBack = holdBackNewLabels(stage, drawn, 8);
      heldPerFrame.push(heldBack.length);
      // What the scheduler does once the frame is drawn.
      for (const label of heldBack) label.renderable = true;
    }
    expect(heldPerFrame).toEqual([12, 4, 0, 0, 0]);
    expect(labels.every((label) => drawn.has(label) && label.renderable)).toBe(true);
  });

  it('leaves alone labels a scene hides itself, and a label added later', () => {
    const { stage, labels } = sceneWithLabels(3);
    labels[0]!.visible = false;
    labels[1]!.parent!.renderable = false;
    const drawn = new WeakSet<Text>();
    expect(holdBackNewLabels(stage, drawn, 1)).toEqual([]);
    expect(labels.map((label) => label.renderable)).toEqual([true, true, true]);
    expect(drawn.has(labels[2]!)).toBe(true);

    const late = new Text({ text: 'late' });
    stage.addChild(late);
    expect(holdBackNewLabels(stage, drawn, 1)).toEqual([]);
    expect(drawn.has(late)).toBe(true);
  });
});
