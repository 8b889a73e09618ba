import { useEffect, useRef } from 'react';
import UPlot from 'uplot';
import type { QuizHistoryEntry } from '@/core/study';
import 'uplot/dist/uPlot.min.css';

const cssColour = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || 'currentColor';

/**
 * The quiz scores over time as a line chart (uPlot, in this lazily loaded component's chunk only). The chart is a
 * picture for sighted learners; the table beside it carries the same numbers for everyone.
 */
export default function QuizScoreChart({
  history,
  theme,
}: {
  history: readonly QuizHistoryEntry[];
  theme: string;
}) {
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const text = cssColour('--color-muted');
    const grid = cssColour('--color-border');
    const primary = cssColour('--color-primary');
    const size = () => ({ width: Math.max(240, box.clientWidth), height: 220 });
    const chart = new UPlot(
      {
        ...size(),
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: true }, y: { range: [0, 100] } },
        axes: [
          { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid } },
          {
            stroke: text,
            grid: { stroke: grid, width: 1 },
            ticks: { stroke: grid },
            values: (_, ticks) => ticks.map((tick) => `${tick}%`),
          },
        ],
        series: [
          {},
          { label: 'Score', stroke: primary, width: 2, points: { show: true, size: 7, fill: primary } },
        ],
      },
      [
        history.map((entry) => entry.timestamp / 1000),
        history.map((entry) => Math.round((entry.score / entry.total) * 100)),
      ],
      box,
    );
    const observer = new ResizeObserver(() => chart.setSize(size()));
    observer.observe(box);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [history, theme]);

  return <div ref={boxRef} aria-hidden="true" data-testid="quiz-chart" className="min-h-[220px] w-full" />;
}
