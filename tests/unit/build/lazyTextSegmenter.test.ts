import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeTextSegmenterLazy } from '../../../scripts/lazyTextSegmenter';

const textMetricsSource = readFileSync(
  join(process.cwd(), 'node_modules/pixi.js/lib/scene/text/canvas/CanvasTextMetrics.mjs'),
  'utf8',
);

describe('lazyTextSegmenter', () => {
  it("moves the installed PixiJS's Intl.Segmenter from module load to first use", () => {
    expect(textMetricsSource).toMatch(/const segmenter = new Intl\.Segmenter\(\);/);
    const lazy = makeTextSegmenterLazy(textMetricsSource);
    expect(lazy).not.toMatch(/const segmenter = new Intl\.Segmenter\(\);/);
    expect(lazy).toContain('segmenter ??= new Intl.Segmenter();');
  });

  it('still splits text into graphemes once lazy', () => {
    const lazy = makeTextSegmenterLazy(textMetricsSource);
    // The segmenter factory as the module now has it, evaluated on its own.
    const factory = lazy.slice(lazy.indexOf('(() => {', lazy.indexOf('graphemeSegmenter = ')));
    const split = new Function(`return ${factory.slice(0, factory.indexOf('})();') + 4)}`)() as (
      text: string,
    ) => string[];
    expect(split('a👩‍💻b')).toEqual(['a', '👩‍💻', 'b']);
  });

  it('fails the build loudly when PixiJS changes the code it rewrites', () => {
    expect(() => makeTextSegmenterLazy('export const nothing = 1;')).toThrow(
      /no longer builds its Intl.Segmenter/,
    );
  });
});
