import { describe, expect, it } from 'vitest';
import { layoutBars } from '@scenes/bars/layout';
import { parseHexColour, type ScenePalette } from '@scenes/host/palette';
import { isSoftwareAnswer, needsWebGLProbe, rendererPreference } from '@scenes/host/rendererChoice';
import type { SceneSpec } from '@scenes/catalog/sceneSpec';
import { sameScene } from '@scenes/host/sceneSpec';

const palette: ScenePalette = {
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

describe('rendererPreference', () => {
  it('honours ?renderer= and always falls back to canvas', () => {
    expect(rendererPreference('?renderer=canvas')).toEqual(['canvas']);
    expect(rendererPreference('?renderer=webgl')).toEqual(['webgl', 'canvas']);
    expect(rendererPreference('?renderer=webgpu')).toEqual(['webgpu', 'webgl', 'canvas']);
    expect(rendererPreference('')).toEqual(['webgl', 'canvas']);
    expect(rendererPreference('?renderer=bogus')).toEqual(['webgl', 'canvas']);
  });

  it('draws on the 2D canvas when WebGL is software-only, unless a renderer is asked for', () => {
    const software = () => true;
    expect(rendererPreference('', software)).toEqual(['canvas']);
    expect(rendererPreference('?size=5', software)).toEqual(['canvas']);
    expect(rendererPreference('?renderer=webgl', software)).toEqual(['webgl', 'canvas']);
    expect(rendererPreference('?renderer=webgpu', software)).toEqual(['webgpu', 'webgl', 'canvas']);
  });

  it('probes WebGL only when no renderer is asked for by name', () => {
    expect(needsWebGLProbe('')).toBe(true);
    expect(needsWebGLProbe('?size=5&renderer=bogus')).toBe(true);
    for (const renderer of ['canvas', 'webgl', 'webgpu'])
      expect(needsWebGLProbe(`?renderer=${renderer}`)).toBe(false);
  });

  it('reads a probe: no WebGL, or WebGL on a software rasteriser, means the 2D canvas', () => {
    expect(isSoftwareAnswer({ webgl: false, renderer: '' })).toBe(true);
    expect(
      isSoftwareAnswer({
        webgl: true,
        renderer:
          'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
      }),
    ).toBe(true);
    expect(isSoftwareAnswer({ webgl: true, renderer: 'llvmpipe (LLVM 15.0.6, 256 bits)' })).toBe(true);
    expect(
      isSoftwareAnswer({
        webgl: true,
        renderer: 'ANGLE (Apple, ANGLE Metal Renderer: Apple M2, Unspecified Version)',
      }),
    ).toBe(false);
    expect(isSoftwareAnswer({ webgl: true, renderer: 'Adreno (TM) 650' })).toBe(false);
    // A browser that hides the GPU's name is taken at its word that WebGL is fast.
    expect(isSoftwareAnswer({ webgl: true, renderer: '' })).toBe(false);
  });
});

describe('parseHexColour', () => {
  it('parses short and long hex and rejects anything else', () => {
    expect(parseHexColour(' #8b5cf6 ', 0)).toBe(0x8b5cf6);
    expect(parseHexColour('#fff', 0)).toBe(0xffffff);
    expect(parseHexColour('rgb(1,2,3)', 7)).toBe(7);
    expect(parseHexColour('', 7)).toBe(7);
  });
});

describe('layoutBars', () => {
  const items = [10, 50, 100].map((value, id) => ({ id, value, state: 'default' as const }));

  it('spreads bars over the width with heights proportional to the values', () => {
    const bars = layoutBars(items, 300, 220, palette, 100);
    expect(bars.map((bar) => bar.id)).toEqual([0, 1, 2]);
    expect(bars[2]?.height).toBeCloseTo(200);
    expect(bars[1]?.height).toBeCloseTo(100);
    for (const bar of bars) {
      expect(bar.x).toBeGreaterThanOrEqual(0);
      expect(bar.x + bar.width).toBeLessThanOrEqual(300);
      expect(bar.y + bar.height).toBeCloseTo(220);
    }
  });

  it('colours bars by state', () => {
    const bars = layoutBars(
      [
        { id: 0, value: 5, state: 'active' },
        { id: 1, value: 5, state: 'sorted' },
        { id: 2, value: 5, state: 'default' },
      ],
      300,
      200,
      palette,
    );
    expect(bars.map((bar) => bar.colour)).toEqual([palette.active, palette.sorted, palette.bar]);
  });

  it('fades the bars outside the range being worked on', () => {
    const bars = layoutBars(
      [
        { id: 0, value: 5, state: 'default' },
        { id: 1, value: 5, state: 'range' },
        { id: 2, value: 5, state: 'compare' },
      ],
      300,
      200,
      palette,
    );
    expect(bars.map((bar) => bar.alpha)).toEqual([0.35, 1, 1]);
    expect(layoutBars(items, 300, 200, palette).every((bar) => bar.alpha === 1)).toBe(true);
  });

  it('never overflows and hides labels that would not fit at 100 bars on a phone', () => {
    const many = Array.from({ length: 100 }, (_, id) => ({ id, value: 5 + id, state: 'default' as const }));
    const bars = layoutBars(many, 340, 200, palette);
    expect(bars.every((bar) => bar.x + bar.width <= 340 + 1e-9)).toBe(true);
    expect(bars.every((bar) => !bar.showLabel)).toBe(true);
    expect(layoutBars(items, 1200, 200, palette).every((bar) => bar.showLabel)).toBe(true);
  });
});

describe('sameScene', () => {
  const values = [3, 1, 2];
  const bars = (props: Record<string, unknown>) => ({ name: 'bars', props }) as unknown as SceneSpec;

  it('takes a new spec around the very same props as the same scene, so it is not sent again', () => {
    expect(sameScene(bars({ values, max: 3 }), bars({ values, max: 3 }))).toBe(true);
  });

  it('sends a prop that is a new value, even one equal to the old, a prop added or removed, and a new key', () => {
    expect(sameScene(bars({ values }), bars({ values: [3, 1, 2] }))).toBe(false);
    expect(sameScene(bars({ values }), bars({ values, max: 3 }))).toBe(false);
    expect(sameScene(bars({ values, max: 3 }), bars({ values, min: 3 }))).toBe(false);
    expect(sameScene(bars({ values }), { ...bars({ values }), key: 2 } as SceneSpec)).toBe(false);
    expect(sameScene(bars({ values }), { ...bars({ values }), name: 'stack' } as SceneSpec)).toBe(false);
  });
});
