/**
 * Colours and labels shared by the data-structure scenes (array, stack, queue, linked list): how an
 * element looks for each highlight role, and how a long value is shortened to fit its box.
 */
import type { HighlightRole } from '@/core/structures';
import type { ScenePalette } from '../host/palette';
import { readableOn } from './contrast';

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

// Made on first use: the first compact formatter loads the browser's number data, a cost worth paying
// only for a value too long for its box, never while a page opens with short values.
let compactFormats: { oneDecimal: Intl.NumberFormat; whole: Intl.NumberFormat } | null = null;
function compactFormat(): { oneDecimal: Intl.NumberFormat; whole: Intl.NumberFormat } {
  compactFormats ??= {
    oneDecimal: new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 }),
    whole: new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 0 }),
  };
  return compactFormats;
}

/**
 * The value as it fits in `maxChars` characters: in full when it fits, else compact ('12.3K', '123K'), else in
 * exponent form ('9.0e15'). The DOM mirror always carries the full value.
 */
export function fitLabel(value: number, maxChars: number): string {
  const full = String(value);
  if (full.length <= maxChars) return full;
  const candidates = [
    compactFormat().oneDecimal.format(value),
    compactFormat().whole.format(value),
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
