import { describe, expect, it, vi } from 'vitest';

// Pixi reads `navigator` as it loads; Node 20 has none. Nothing here draws.
vi.hoisted(() => {
  if (!('navigator' in globalThis)) vi.stubGlobal('navigator', { userAgent: 'node' });
});

const { LABEL_FONT_WEIGHTS, warmSceneFonts } = await import('@scenes/host/offscreen/sceneFontWarmUp');
const { FONT_FAMILY } = await import('@scenes/host/sceneConstants');

describe('warmSceneFonts', () => {
  it("measures text once in every weight scene labels use, in the scenes' font, and never again", () => {
    const measured: { family: unknown; weight: unknown }[] = [];
    const measure = (style: { fontFamily: unknown; fontWeight: unknown }) =>
      measured.push({ family: style.fontFamily, weight: style.fontWeight });

    warmSceneFonts(measure);
    warmSceneFonts(measure);

    expect(measured).toEqual(LABEL_FONT_WEIGHTS.map((weight) => ({ family: FONT_FAMILY, weight })));
    expect(LABEL_FONT_WEIGHTS).toEqual(['normal', '600', '700']);
  });
});
