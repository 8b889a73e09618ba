/**
 * How a node-link scene (a tree, a heap, a graph, a call tree) fits its box: every length in its layout
 * (radii, fonts, gaps) is multiplied by one scale, as large as the box allows up to a cap, so a small
 * structure grows on a wide screen and a big one shrinks on a phone. Below the scale at which labels stay
 * legible the drawing stops shrinking: it becomes wider than its box, and the learner pans and zooms it
 * (NodeLinkFrame). Pure, so the unit tests check it without a browser.
 */

/** Where a node is drawn: its centre and radius, in CSS pixels from the drawing's top-left corner. */
export interface NodePlace {
  readonly x: number;
  readonly y: number;
  readonly r: number;
}

/** The legible floor and the cap of a scene's scale (1 is the size its layout is written at). */
export interface ScaleRange {
  readonly min: number;
  readonly max: number;
}

/** Zooming in stops at this many times the view that fits, and at this canvas width (a GPU's limit). */
export const MAX_ZOOM = 3;
export const MAX_CANVAS_WIDTH = 4096;
/** One press of a zoom button. */
export const ZOOM_STEP = 1.25;

/**
 * The scale of a drawing whose width at scale 1 is `natural`, on a canvas `width` wide, at a zoom
 * (1 = as the page opens): the largest that fits, at most the cap times the zoom.
 */
export function drawingScale(natural: number, width: number, range: ScaleRange, zoom = 1): number {
  if (natural <= 0) return range.max * zoom;
  return Math.min(range.max * zoom, width / natural);
}

/** The least canvas width at which a drawing `natural` wide keeps its legible scale. */
export const legibleWidth = (natural: number, range: ScaleRange) => Math.ceil(natural * range.min);

/** The zooms a frame allows: down to the view that shows the whole drawing, up to MAX_ZOOM. */
export function zoomRange(frameWidth: number, minWidth: number): { min: number; max: number } {
  const base = Math.max(frameWidth, minWidth, 1);
  return {
    min: Math.min(1, Math.max(frameWidth, 1) / base),
    max: Math.max(1, Math.min(MAX_ZOOM, MAX_CANVAS_WIDTH / base)),
  };
}

/** The canvas width at a zoom: the frame's width, or the legible width when that is wider, times the zoom. */
export function canvasWidthAt(frameWidth: number, minWidth: number, zoom: number): number {
  return Math.max(1, Math.round(Math.max(frameWidth, minWidth) * zoom));
}

/** A value rounded to one decimal, as the DOM mirror writes coordinates. */
export const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * The DOM mirror's attributes for a node drawn at `place` (docs/dom-mirror.md): its centre and radius in
 * CSS pixels relative to the figure, given where the drawing's top-left corner is in the figure.
 */
export function placeAttributes(
  place: NodePlace | undefined,
  origin: { x: number; y: number },
): { 'data-x'?: number; 'data-y'?: number; 'data-r'?: number } {
  if (!place) return {};
  return {
    'data-x': oneDecimal(origin.x + place.x),
    'data-y': oneDecimal(origin.y + place.y),
    'data-r': oneDecimal(place.r),
  };
}
