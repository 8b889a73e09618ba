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
