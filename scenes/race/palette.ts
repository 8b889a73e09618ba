import { parseHexColour } from '../host/palette';

/** The race scene's own colours, beside the shared palette: lane backgrounds and secondary text. */
export interface RacePalette {
  lane: number;
  laneDone: number;
  muted: number;
}

/** Reads the --scene-lane* variables from the document root (the theme class lives there). */
export function readRacePalette(root: Element): RacePalette {
  const style = getComputedStyle(root);
  return {
    lane: parseHexColour(style.getPropertyValue('--scene-lane'), 0xf6f7fb),
    laneDone: parseHexColour(style.getPropertyValue('--scene-lane-done'), 0xe8f8ee),
    muted: parseHexColour(style.getPropertyValue('--scene-muted'), 0x4b5563),
  };
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(colour: number): number {
  return (
    0.2126 * channel((colour >> 16) & 0xff) +
    0.7152 * channel((colour >> 8) & 0xff) +
    0.0722 * channel(colour & 0xff)
  );
}

export function contrast(a: number, b: number): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Whichever candidate reads best on the background. */
export function readableOn(background: number, candidates: readonly number[]): number {
  let best = candidates[0] ?? 0;
  for (const candidate of candidates) {
    if (contrast(candidate, background) > contrast(best, background)) best = candidate;
  }
  return best;
}
