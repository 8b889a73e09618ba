/**
 * Floyd-Warshall's distance matrix beside the graph: the matrix scene, in a box of bounded height that
 * scrolls a large matrix both ways (focusable then, so keyboard users can scroll it too) and follows
 * the cell being checked, and its DOM mirror.
 */
import { memo, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { DistanceMatrix, MatrixCellState } from '@/core/algorithms/graph/types';
import { useContainerWidth } from '@/ui/useContainerWidth';
import { SceneCanvas } from '@scenes/catalog/SceneCanvas';
import { cellAt } from '@scenes/dp/layout';
import { matrixLayout, matrixText } from '@scenes/matrix/layout';

const STATE_WORDS = {
  default: null,
  current: 'being checked',
  improved: 'improved through k',
  negative: 'negative: on a negative cycle',
} as const;

interface RowProps {
  readonly labels: readonly string[];
  readonly row: number;
  readonly values: readonly number[];
  readonly states: readonly MatrixCellState[];
}

/**
 * A row's cells, in a list of their own; rendered again only when one of its values or states changed (a
 * step changes one cell). The nesting keeps a step cheap for the browser too: a changed cell lays out its
 * row's list again, not the whole matrix's (10,000 items at 100 vertices).
 */
const MirrorRow = memo(
  function MirrorRow({ labels, row, values, states }: RowProps) {
    const from = labels[row] as string;
    return (
      <li>
        <ol aria-label={`From ${from}`}>
          {values.map((d, c) => {
            const to = labels[c] as string;
            const state = states[c] ?? 'default';
            return (
              <li key={c} data-row={from} data-col={to} data-value={matrixText(d)} data-state={state}>
                {[`dist[${from}][${to}] = ${matrixText(d)}`, STATE_WORDS[state]].filter(Boolean).join(', ')}
              </li>
            );
          })}
        </ol>
      </li>
    );
  },
  (a, b) =>
    a.labels === b.labels &&
    a.row === b.row &&
    a.values.length === b.values.length &&
    a.values.every((d, c) => d === b.values[c] && a.states[c] === b.states[c]),
);

/** One list per row, one item per cell: `li[data-row][data-col][data-value][data-state]`, ∞ for no path. */
export function MatrixMirror({ matrix }: { matrix: DistanceMatrix }) {
  return (
    <ol className="sr-only" aria-label="Distance matrix: cells">
      {matrix.value.map((values, r) => (
        <MirrorRow key={r} labels={matrix.labels} row={r} values={values} states={matrix.state[r] ?? []} />
      ))}
    </ol>
  );
}

/** The cell being checked in this frame, as [row, col], or null (a step that checks no cell). */
function checkedCell(matrix: DistanceMatrix): readonly [number, number] | null {
  for (const [r, states] of matrix.state.entries()) {
    const c = states.indexOf('current');
    if (c >= 0) return [r, c];
  }
  return null;
}

/** Scrolls `box` the least amount that brings the area into view, leaving `margin` pixels round it. */
function scrollToShow(
  box: HTMLElement,
  area: { x: number; y: number; width: number; height: number },
  margin: number,
) {
  const { scrollLeft, scrollTop, clientWidth, clientHeight } = box;
  if (area.y - margin < scrollTop) box.scrollTop = Math.max(0, area.y - margin);
  else if (area.y + area.height + margin > scrollTop + clientHeight)
    box.scrollTop = area.y + area.height + margin - clientHeight;
  if (area.x - margin < scrollLeft) box.scrollLeft = Math.max(0, area.x - margin);
  else if (area.x + area.width + margin > scrollLeft + clientWidth)
    box.scrollLeft = area.x + area.width + margin - clientWidth;
}

export function MatrixFigure({ matrix }: { matrix: DistanceMatrix }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const boxWidth = useContainerWidth(boxRef);
  const { labels, value } = matrix;
  const layout = useMemo(
    () => matrixLayout({ labels, value }, Math.max(boxWidth, 1)),
    [labels, value, boxWidth],
  );
  // The box's height is bounded by the window (CSS), so whether it scrolls is read from the box itself.
  const [scrolls, setScrolls] = useState(false);
  const checked = checkedCell(matrix);
  const [checkedRow, checkedCol] = checked ?? [-1, -1];
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (box === null || boxWidth === 0) return;
    setScrolls(box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1);
    // A matrix larger than its box keeps the cell being checked in view, its row and column visible.
    if (checkedRow < 0) return;
    const at = cellAt(layout, checkedRow, checkedCol);
    scrollToShow(box, { ...at, width: layout.cellWidth, height: layout.cellHeight }, layout.cellHeight);
  }, [layout, boxWidth, checkedRow, checkedCol]);
  const n = labels.length;
  const label = `Distance matrix, ${n} × ${n}${matrix.through === null ? '' : `, k = ${matrix.through}`}`;
  return (
    <figure data-scene="matrix" aria-label={label} className="min-w-0">
      <figcaption className="mb-2 text-sm font-medium">
        Distance matrix{matrix.through === null ? '' : ` (k = ${matrix.through})`}
      </figcaption>
      <div
        ref={boxRef}
        className="max-h-[min(32rem,55vh)] overflow-auto rounded-lg"
        {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': `${label} (scrolls)` } : {})}
        data-scrolls={scrolls ? 'true' : 'false'}
      >
        <div aria-hidden="true" style={{ width: boxWidth > 0 ? Math.max(layout.width, boxWidth) : '100%' }}>
          {boxWidth > 0 ? (
            <SceneCanvas
              height={layout.height}
              scene={{ name: 'matrix', props: { model: matrix, layout } }}
            />
          ) : null}
        </div>
      </div>
      <MatrixMirror matrix={matrix} />
    </figure>
  );
}
