import { REFERENCE_SHAPES, referenceCurves, type GrowthPoint } from '@/core/playground/growth';

/** One line of the growth plot, as the plot draws it and the legend names it. */
export interface PlotLine {
  readonly label: string;
  /** A theme colour's CSS custom property. */
  readonly colour: string;
  /** Dash pattern of a reference curve; none for the counts. */
  readonly dash?: number[];
  readonly reference: boolean;
  /** One value per point; null where a count is zero (a log axis has no place for it). */
  readonly values: (number | null)[];
}

const REFERENCE_DASHES: readonly number[][] = [
  [8, 4],
  [2, 3],
  [12, 3, 2, 3],
];

/**
 * The lines of the plot: comparisons and writes (a series that is zero at every size is left out), then
 * the reference curves n, n log n and n², scaled to the counts.
 */
export function plotSeries(points: readonly GrowthPoint[]): PlotLine[] {
  const counts = (['comparisons', 'writes'] as const)
    .filter((series) => points.some((point) => point[series] > 0))
    .map((series): PlotLine => ({
      label: series === 'comparisons' ? 'Comparisons' : 'Writes',
      colour: series === 'comparisons' ? '--color-primary' : '--color-accent',
      reference: false,
      values: points.map((point) => (point[series] > 0 ? point[series] : null)),
    }));
  const curves = referenceCurves(points);
  const references = curves
    ? REFERENCE_SHAPES.map((shape, i): PlotLine => ({
        label: shape,
        colour: '--color-muted',
        dash: REFERENCE_DASHES[i],
        reference: true,
        values: [...(curves[shape] ?? [])],
      }))
    : [];
  return [...counts, ...references];
}

/** The plot's height in CSS pixels. */
export const PLOT_HEIGHT = 280;
/** The size axis under the plot: its ticks and values, then its label's band. */
export const SIZE_AXIS_SIZE = 50;
export const AXIS_LABEL_SIZE = 30;
/** uPlot's padding above the plot (a third of a size axis's height). */
const TOP_PADDING = Math.round(SIZE_AXIS_SIZE / 3);
/** The axes' labels are drawn in 12 px bold: no wider than 0.7 em a character. */
export const AXIS_LABEL_FONT_PX = 12;
const LABEL_EM_PER_CHARACTER = 0.7;
export const SIZE_AXIS_LABEL = 'Array size n';
export const COUNT_AXIS_LABEL = 'Operations counted';

/** The plot area's height: what the count axis's label, drawn upright along it, has to fit in. */
export const plotAreaHeight = (height: number) => height - TOP_PADDING - SIZE_AXIS_SIZE - AXIS_LABEL_SIZE;

/** At most how many pixels long a label of this text is in the axes' label font. */
export const labelLength = (text: string) =>
  Math.ceil(text.length * AXIS_LABEL_FONT_PX * LABEL_EM_PER_CHARACTER);

/**
 * The size axis's range: from the smallest size measured to the largest, so the last size that ran is
 * where the axis ends (a single size sits in the middle of one doubling either side).
 */
export function sizeRange(points: readonly GrowthPoint[]): [number, number] | null {
  if (points.length === 0) return null;
  const sizes = points.map((point) => point.n);
  const smallest = Math.min(...sizes);
  const largest = Math.max(...sizes);
  return smallest === largest ? [smallest / 2, largest * 2] : [smallest, largest];
}
