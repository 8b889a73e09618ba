import { useEffect, useRef } from 'react';
import UPlot from 'uplot';
import type { GrowthPoint } from '@/core/playground/growth';
import 'uplot/dist/uPlot.min.css';
import {
  AXIS_LABEL_FONT_PX,
  AXIS_LABEL_SIZE,
  COUNT_AXIS_LABEL,
  PLOT_HEIGHT,
  plotSeries,
  SIZE_AXIS_LABEL,
  SIZE_AXIS_SIZE,
  sizeRange,
} from './plotSeries';
import { formatCount } from '@/core/formatCount';

const cssColour = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || 'currentColor';

/**
 * 1, 10, 100, 1k, 10k, 1M: short enough for a 375 px screen. uPlot passes null for a tick it has no
 * room to label.
 */
const shortCount = (value: number | null) =>
  value === null
    ? ''
    : value >= 1_000_000
      ? `${value / 1_000_000}M`
      : value >= 1_000
        ? `${value / 1_000}k`
        : String(value);
const sizeLabel = (value: number | null) => (value === null ? '' : formatCount(value));

/** The powers of ten from min to max: the count axis's ticks, one per decade. */
function powersOfTen(min: number, max: number): number[] {
  const ticks: number[] = [];
  for (let tick = 10 ** Math.floor(Math.log10(Math.max(min, 1))); tick <= max; tick *= 10)
    if (tick >= min) ticks.push(tick);
  return ticks;
}

/**
 * The counts against n on log-log axes (uPlot, in this lazily loaded component's chunk only), with the
 * reference curves dashed. A picture for sighted learners: the legend, the reading and the list of
 * points beside it carry the same content for everyone.
 */
export default function GrowthPlot({ points, theme }: { points: readonly GrowthPoint[]; theme: string }) {
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const text = cssColour('--color-muted');
    const grid = cssColour('--color-border');
    const series = plotSeries(points);
    const size = () => ({ width: Math.max(240, box.clientWidth), height: PLOT_HEIGHT });
    const axis = {
      stroke: text,
      grid: { stroke: grid, width: 1 },
      ticks: { stroke: grid },
      labelSize: AXIS_LABEL_SIZE,
      labelFont: `bold ${AXIS_LABEL_FONT_PX}px system-ui, -apple-system, sans-serif`,
    };
    const range = sizeRange(points);
    const chart = new UPlot(
      {
        ...size(),
        legend: { show: false },
        cursor: { show: false },
        scales: {
          // The size axis ends at the largest size measured, whatever uPlot would round it to.
          x: { distr: 3, log: 2, range: (_, min, max) => range ?? [min, max] },
          y: { distr: 3, log: 10 },
        },
        axes: [
          {
            ...axis,
            label: SIZE_AXIS_LABEL,
            size: SIZE_AXIS_SIZE,
            splits: () => points.map((point) => point.n),
            values: (_, ticks) => ticks.map(sizeLabel),
          },
          {
            ...axis,
            label: COUNT_AXIS_LABEL,
            size: 56,
            splits: (_, __, min, max) => powersOfTen(min, max),
            values: (_, ticks) => ticks.map(shortCount),
          },
        ],
        series: [
          {},
          ...series.map((line) => ({
            label: line.label,
            stroke: cssColour(line.colour),
            width: line.reference ? 1.5 : 2.5,
            dash: line.dash,
            points: { show: !line.reference, size: 7, fill: cssColour(line.colour) },
          })),
        ],
      },
      [points.map((point) => point.n), ...series.map((line) => line.values)],
      box,
    );
    const observer = new ResizeObserver(() => chart.setSize(size()));
    observer.observe(box);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [points, theme]);

  return <div ref={boxRef} aria-hidden="true" data-testid="growth-plot" className="min-h-[280px] w-full" />;
}
