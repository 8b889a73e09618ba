/** Colours a scene draws with, read from the theme's CSS variables (styles.css). */
export interface ScenePalette {
  background: number;
  bar: number;
  active: number;
  compare: number;
  sorted: number;
  cell: number;
  target: number;
  found: number;
  range: number;
  label: number;
  labelOnFill: number;
  grid: number;
}

const variableNames: Record<keyof ScenePalette, string> = {
  background: '--scene-bg',
  bar: '--scene-bar',
  active: '--scene-active',
  compare: '--scene-compare',
  sorted: '--scene-sorted',
  cell: '--scene-cell',
  target: '--scene-target',
  found: '--scene-found',
  range: '--scene-range',
  label: '--scene-label',
  labelOnFill: '--scene-label-on-fill',
  grid: '--scene-grid',
};

/** Parses '#rgb' or '#rrggbb' into a number; anything else gives the fallback. */
export function parseHexColour(value: string, fallback: number): number {
  const hex = value.trim().replace(/^#/, '');
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return /^[0-9a-f]{6}$/i.test(full) ? Number.parseInt(full, 16) : fallback;
}

export function readPalette(element: Element): ScenePalette {
  const style = getComputedStyle(element);
  const palette = {} as ScenePalette;
  for (const [key, variable] of Object.entries(variableNames) as [keyof ScenePalette, string][]) {
    palette[key] = parseHexColour(style.getPropertyValue(variable), 0x888888);
  }
  return palette;
}
