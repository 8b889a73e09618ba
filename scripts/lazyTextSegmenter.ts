import type { Plugin } from 'vite';

/** PixiJS's text measurement module, where it builds its grapheme segmenter. */
const TEXT_METRICS_MODULE = /[\\/]pixi\.js[\\/]lib[\\/]scene[\\/]text[\\/]canvas[\\/]CanvasTextMetrics\.mjs$/;

const EAGER_SEGMENTER = `const segmenter = new Intl.Segmenter();
    return (s) => {
      const segments = segmenter.segment(s);`;

const LAZY_SEGMENTER = `let segmenter;
    return (s) => {
      segmenter ??= new Intl.Segmenter();
      const segments = segmenter.segment(s);`;

/** The module's source with its segmenter built on first use; throws if PixiJS no longer builds it eagerly. */
export function makeTextSegmenterLazy(source: string): string {
  if (!source.includes(EAGER_SEGMENTER)) {
    throw new Error(
      "PixiJS's CanvasTextMetrics no longer builds its Intl.Segmenter as shown in scripts/lazyTextSegmenter.ts; check whether it is still built as the module loads, and update or remove the plugin.",
    );
  }
  return source.replace(EAGER_SEGMENTER, LAZY_SEGMENTER);
}

/**
 * PixiJS builds an Intl.Segmenter as its text module loads. A page's first Intl.Segmenter loads the
 * browser's text segmentation data, which takes tens of milliseconds on a phone, in the middle of a
 * scene's start. The scenes never need one (scenes/host/registry.ts has Pixi measure with the canvas's
 * own letter spacing), so in the build it is built on first use instead, which never comes.
 */
export function lazyTextSegmenter(): Plugin {
  return {
    name: 'queuebee:lazy-text-segmenter',
    apply: 'build',
    transform(source, id) {
      return TEXT_METRICS_MODULE.test(id) ? { code: makeTextSegmenterLazy(source), map: null } : undefined;
    },
  };
}
