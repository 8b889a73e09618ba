/** WCAG contrast between two 0xrrggbb colours, for choosing text that reads on a fill. */

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a 0xrrggbb colour. */
export function luminance(colour: number): number {
  return (
    0.2126 * channel((colour >> 16) & 0xff) +
    0.7152 * channel((colour >> 8) & 0xff) +
    0.0722 * channel(colour & 0xff)
  );
}

export function contrastRatio(a: number, b: number): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Whichever of the candidates reads best on `fill`. */
export function readableOn(fill: number, candidates: readonly number[]): number {
  let best = candidates[0] ?? 0;
  for (const candidate of candidates) {
    if (contrastRatio(fill, candidate) > contrastRatio(fill, best)) best = candidate;
  }
  return best;
}
