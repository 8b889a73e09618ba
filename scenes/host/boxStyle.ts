/**
 * Colours and labels shared by the data-structure scenes (array, stack, queue, linked list): how an
 * element looks for each highlight role, and how a long value is shortened to fit its box.
 */
import type { HighlightRole } from '@/core/structures';
import type { ScenePalette } from '../host/palette';

export interface BoxStyle {
  fill: number;
  fillAlpha: number;
  stroke: number;
  text: number;
}

/** The colour of each highlight role; null is a plain element. */
export function roleColour(role: HighlightRole | null, palette: ScenePalette): number {
  switch (role) {
    case 'new':
      return palette.sorted;
    case 'removing':
      return palette.active;
    case 'active':
    case 'traversing':
      return palette.target;
    case 'shifting':
      return palette.compare;
    case 'visited':
      return palette.range;
    case null:
      return palette.cell;
  }
}

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

/**
 * A plain element is a tinted box with a coloured border; a highlighted one is filled with its role's
 * colour; a placeholder (a value waiting to be added) is a green outline.
 */
export function boxStyle(role: HighlightRole | null, palette: ScenePalette, placeholder = false): BoxStyle {
  if (placeholder) {
    return { fill: palette.sorted, fillAlpha: 0.14, stroke: palette.sorted, text: palette.label };
  }
  const colour = roleColour(role, palette);
  if (role === null) return { fill: colour, fillAlpha: 0.14, stroke: colour, text: palette.label };
  return {
    fill: colour,
    fillAlpha: 1,
    stroke: colour,
    text: readableOn(colour, [palette.label, palette.labelOnFill]),
  };
}

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
const compactWhole = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 0 });

/**
 * The value as it fits in `maxChars` characters: in full when it fits, else compact ('12.3K', '123K'), else in
 * exponent form ('9.0e15'). The DOM mirror always carries the full value.
 */
export function fitLabel(value: number, maxChars: number): string {
  const candidates = [
    String(value),
    compact.format(value),
    compactWhole.format(value),
    value.toExponential(1).replace('e+', 'e'),
    value.toExponential(0).replace('e+', 'e'),
  ];
  return candidates.find((label) => label.length <= maxChars) ?? candidates[candidates.length - 1] ?? '';
}

/** A font size and label for a value in a box `width` pixels wide. */
export function valueLabel(
  value: number,
  width: number,
  maxFont: number,
): { label: string; fontSize: number } {
  const minFont = 11;
  const charWidth = 0.62;
  const room = Math.max(8, width - 8);
  const text = fitLabel(value, Math.max(3, Math.floor(room / (minFont * charWidth))));
  const fontSize = Math.max(minFont, Math.min(maxFont, Math.floor(room / (text.length * charWidth))));
  return { label: text, fontSize };
}
