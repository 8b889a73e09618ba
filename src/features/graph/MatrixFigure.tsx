/**
 * Floyd-Warshall's distance matrix beside the graph: the matrix scene, in a box that scrolls a wide
 * matrix sideways (focusable then, so keyboard users can scroll it too), and its DOM mirror.
 */
import { memo, useMemo, useRef } from 'react';
import type { DistanceMatrix, MatrixCellState } from '@/core/algorithms/graph/types';
import { useContainerWidth } from '@/ui/useContainerWidth';
import { SceneCanvas } from '@scenes/host/SceneCanvas';
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

/** A row's cells; rendered again only when one of its values or states changed (a step changes one cell). */
const MirrorRow = memo(
  function MirrorRow({ labels, row, values, states }: RowProps) {
    const from = labels[row] as string;
    return values.map((d, c) => {
      const to = labels[c] as string;
      const state = states[c] ?? 'default';
      return (
        <li key={c} data-row={from} data-col={to} data-value={matrixText(d)} data-state={state}>
          {[`dist[${from}][${to}] = ${matrixText(d)}`, STATE_WORDS[state]].filter(Boolean).join(', ')}
        </li>
      );
    });
  },
  (a, b) =>
    a.labels === b.labels &&
    a.row === b.row &&
    a.values.length === b.values.length &&
    a.values.every((d, c) => d === b.values[c] && a.states[c] === b.states[c]),
);

/** One item per cell, row by row: `li[data-row][data-col][data-value][data-state]`, ∞ for no path. */
export function MatrixMirror({ matrix }: { matrix: DistanceMatrix }) {
  return (
    <ol className="sr-only" aria-label="Distance matrix: cells">
      {matrix.value.map((values, r) => (
        <MirrorRow key={r} labels={matrix.labels} row={r} values={values} states={matrix.state[r] ?? []} />
      ))}
    </ol>
  );
}

export function MatrixFigure({ matrix }: { matrix: DistanceMatrix }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const boxWidth = useContainerWidth(boxRef);
  const { labels, value } = matrix;
  const layout = useMemo(
    () => matrixLayout({ labels, value }, Math.max(boxWidth, 1)),
    [labels, value, boxWidth],
  );
  const scrolls = boxWidth > 0 && layout.width > boxWidth + 1;
  const n = labels.length;
  const label = `Distance matrix, ${n} × ${n}${matrix.through === null ? '' : `, k = ${matrix.through}`}`;
  return (
    <figure data-scene="matrix" aria-label={label} className="mt-4 min-w-0">
      <figcaption className="mb-2 text-sm font-medium">
        Distance matrix{matrix.through === null ? '' : ` (k = ${matrix.through})`}
      </figcaption>
      <div
        ref={boxRef}
        className="overflow-x-auto rounded-lg"
        {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': `${label} (scrolls sideways)` } : {})}
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
