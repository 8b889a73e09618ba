import { memo } from 'react';
import type { Graph } from '@/core/graph';
import {
  matrixRowOf,
  type AdjacencyEntry,
  type ListFocus,
  type StoredAdjacency,
} from '@/core/graph/operations';
import { cx } from '@/ui/cx';
import { formatCount } from '@/core/formatCount';

/** The matrix is drawn for graphs up to this many vertices; beyond, it would be too small to read. */
export const MATRIX_LIMIT = 26;

const entryClass = 'rounded-md border px-1.5 py-0.5 font-mono text-sm';

/**
 * One vertex's list. Memoised, as are the matrix's rows: a step changes one list at most (the lists are
 * shared between steps until one changes) and highlights one row, so the rest need not render again.
 */
const AdjacencyListRow = memo(function AdjacencyListRow({
  vertex,
  entries,
  active,
  activeIndex,
  weighted,
}: {
  vertex: string;
  /** Undefined once the vertex's list is dropped. */
  entries: readonly AdjacencyEntry[] | undefined;
  active: boolean;
  activeIndex: number | null;
  weighted: boolean;
}) {
  return (
    <li
      data-list={vertex}
      data-state={active ? 'active' : 'default'}
      className={cx('flex flex-wrap items-center gap-1.5 px-3 py-1.5', active && 'bg-primary-soft')}
    >
      <span className="w-9 font-mono font-semibold">{vertex}</span>
      <span aria-hidden="true" className="text-muted">
        →
      </span>
      {entries === undefined ? (
        <span className="text-sm text-muted">(list dropped)</span>
      ) : entries.length === 0 ? (
        <span className="text-sm text-muted">empty</span>
      ) : (
        <ul aria-label={`${vertex}'s list`} className="flex flex-wrap gap-1.5">
          {entries.map((entry, index) => {
            const entryActive = active && activeIndex === index;
            return (
              <li
                key={`${entry.vertex}-${index}`}
                data-entry={entry.vertex}
                data-weight={weighted ? entry.weight : ''}
                data-state={entryActive ? 'active' : 'default'}
                className={cx(
                  entryClass,
                  entryActive ? 'border-primary bg-primary text-primary-fg' : 'border-border bg-surface-2',
                )}
              >
                {weighted ? `${entry.vertex} (${entry.weight})` : entry.vertex}
              </li>
            );
          })}
        </ul>
      )}
    </li>
  );
});

/**
 * The graph as its stored adjacency lists, one row per vertex, with the list and entry the current step
 * reads or writes highlighted (data-state="active").
 */
export function AdjacencyListView({
  vertices,
  adjacency,
  focus,
  weighted,
}: {
  vertices: readonly string[];
  adjacency: StoredAdjacency;
  focus: ListFocus | null;
  weighted: boolean;
}) {
  return (
    // Focusable, so keyboard users can scroll a long list too.
    <div
      tabIndex={0}
      role="region"
      aria-label="Adjacency list, scrollable"
      className="max-h-96 overflow-auto rounded-lg border border-border"
    >
      <ol aria-label="Adjacency list" className="divide-y divide-border">
        {vertices.map((vertex) => (
          <AdjacencyListRow
            key={vertex}
            vertex={vertex}
            entries={adjacency.get(vertex)}
            active={focus?.vertex === vertex}
            activeIndex={focus?.vertex === vertex ? (focus.index ?? null) : null}
            weighted={weighted}
          />
        ))}
      </ol>
    </div>
  );
}

/** One row of the matrix: row → each column's weight, a dot where there is no edge. */
const AdjacencyMatrixRow = memo(function AdjacencyMatrixRow({
  row,
  entries,
  vertices,
  active,
  activeColumn,
}: {
  row: string;
  entries: readonly AdjacencyEntry[] | undefined;
  vertices: readonly string[];
  active: boolean;
  activeColumn: string | null;
}) {
  const values = matrixRowOf(entries ?? [], vertices);
  return (
    <tr className={cx(active && 'bg-primary-soft')}>
      <th scope="row" className="p-1 pr-2 text-right font-semibold">
        {row}
      </th>
      {vertices.map((column, j) => {
        const value = values[j] ?? null;
        const cellActive = active && column === activeColumn;
        return (
          <td
            key={column}
            data-cell={`${row},${column}`}
            data-value={value ?? ''}
            data-state={cellActive ? 'active' : 'default'}
            className={cx(
              'h-8 min-w-8 border border-border text-center',
              cellActive && 'bg-primary font-bold text-primary-fg',
              value === null && !cellActive && 'text-muted',
            )}
          >
            {value === null ? <span aria-label="no edge">·</span> : value}
          </td>
        );
      })}
    </tr>
  );
});

/**
 * The same lists as a matrix: row u, column v holds the weight of u → v (1 on an unweighted graph), a
 * dot when there is no edge. The row of the list the step is at is highlighted, and its entry's cell.
 */
export function AdjacencyMatrixView({
  graph,
  vertices,
  adjacency,
  focus,
}: {
  graph: Graph;
  vertices: readonly string[];
  adjacency: StoredAdjacency;
  focus: ListFocus | null;
}) {
  if (vertices.length > MATRIX_LIMIT)
    return (
      <p className="text-sm text-muted" data-testid="matrix-too-large">
        The matrix has {vertices.length} × {vertices.length} = {formatCount(vertices.length ** 2)} cells,{' '}
        {graph.directed ? graph.edges.length : graph.edges.length * 2} of them filled: it is drawn for graphs
        of up to {MATRIX_LIMIT} vertices. The lists hold the same edges.
      </p>
    );
  const focusEntry = focus?.index != null ? adjacency.get(focus.vertex)?.[focus.index]?.vertex : undefined;
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label="Adjacency matrix, scrollable"
      className="max-w-full overflow-auto"
    >
      <table aria-label="Adjacency matrix" className="border-collapse font-mono text-sm">
        <thead>
          <tr>
            <td className="p-1" />
            {vertices.map((v) => (
              <th key={v} scope="col" className="min-w-8 p-1 text-center font-semibold">
                {v}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {vertices.map((row) => (
            <AdjacencyMatrixRow
              key={row}
              row={row}
              entries={adjacency.get(row)}
              vertices={vertices}
              active={focus?.vertex === row}
              activeColumn={focus?.vertex === row ? (focusEntry ?? null) : null}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
