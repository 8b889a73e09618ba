import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { cellAtPoint } from '@scenes/grid/layout';
import { cellName, type Grid } from '@/core/algorithms/graph/grid/grid';

export interface GridEdits {
  setWall(cell: number, wall: boolean): void;
  moveEnd(which: 'start' | 'goal', cell: number): void;
}

/** What a pointer drag does: paint walls on (or off), or carry the start or the goal. */
type Drag = { kind: 'paint'; wall: boolean } | { kind: 'start' | 'goal' };

/**
 * Where the learner edits the grid: drag on cells to draw walls (or rub them out, starting on a wall),
 * drag S or G to move them; with the keyboard, the arrow keys move a ringed cell, Space or Enter
 * toggles its wall, and S or G puts the start or goal there.
 */
export function GridEditorSurface({
  grid,
  cursor,
  onCursor,
  edits,
  disabled,
  children,
}: {
  grid: Grid;
  cursor: number;
  onCursor: (cell: number) => void;
  edits: GridEdits;
  disabled: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const [said, setSaid] = useState('');

  const cellAt = (event: PointerEvent<HTMLDivElement>): number | null => {
    const box = ref.current?.getBoundingClientRect();
    if (!box) return null;
    const at = cellAtPoint(
      grid.rows,
      grid.cols,
      box.width,
      event.clientX - box.left,
      event.clientY - box.top,
    );
    return at === null ? null : at.row * grid.cols + at.col;
  };
  const apply = (action: Drag, cell: number) => {
    if (action.kind === 'paint') edits.setWall(cell, action.wall);
    else edits.moveEnd(action.kind, cell);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || event.button !== 0) return;
    const cell = cellAt(event);
    if (cell === null) return;
    event.preventDefault();
    ref.current?.focus({ preventScroll: true });
    ref.current?.setPointerCapture?.(event.pointerId);
    const action: Drag =
      cell === grid.start
        ? { kind: 'start' }
        : cell === grid.goal
          ? { kind: 'goal' }
          : { kind: 'paint', wall: grid.walls[cell] !== 1 };
    drag.current = action;
    onCursor(cell);
    apply(action, cell);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const action = drag.current;
    if (action === null || disabled) return;
    const cell = cellAt(event);
    if (cell !== null) apply(action, cell);
  };
  const endDrag = () => {
    drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled || event.altKey || event.ctrlKey || event.metaKey) return;
    const row = Math.floor(cursor / grid.cols);
    const col = cursor % grid.cols;
    const moves: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    const move = moves[event.key];
    const name = (cell: number) => `(${cellName(grid, cell)})`;
    if (move) {
      const next =
        Math.min(grid.rows - 1, Math.max(0, row + move[0])) * grid.cols +
        Math.min(grid.cols - 1, Math.max(0, col + move[1]));
      onCursor(next);
      setSaid(`Cell ${name(next)}: ${describe(grid, next)}`);
    } else if (event.key === ' ' || event.key === 'Enter') {
      if (cursor === grid.start || cursor === grid.goal) {
        setSaid(
          `Cell ${name(cursor)} is the ${cursor === grid.start ? 'start' : 'goal'}: it cannot be a wall`,
        );
      } else {
        const wall = grid.walls[cursor] !== 1;
        edits.setWall(cursor, wall);
        setSaid(`Cell ${name(cursor)}: ${wall ? 'wall' : 'open'}`);
      }
    } else if (event.key === 's' || event.key === 'S' || event.key === 'g' || event.key === 'G') {
      const which = event.key.toLowerCase() === 's' ? 'start' : 'goal';
      const other = which === 'start' ? grid.goal : grid.start;
      if (cursor === other)
        setSaid(`Cell ${name(cursor)} is already the ${which === 'start' ? 'goal' : 'start'}`);
      else {
        edits.moveEnd(which, cursor);
        setSaid(`The ${which} is now ${name(cursor)}`);
      }
    } else return;
    event.preventDefault();
  };

  return (
    <div>
      <div
        ref={ref}
        role="application"
        tabIndex={disabled ? -1 : 0}
        aria-label="Grid editor"
        aria-describedby="grid-editor-help"
        aria-disabled={disabled}
        data-testid="grid-editor"
        className="touch-none rounded-lg outline-offset-2 select-none focus-visible:outline-2 focus-visible:outline-primary"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={onKeyDown}
      >
        {children}
      </div>
      <p id="grid-editor-help" className="mt-2 text-xs text-muted">
        Drag on the grid to draw walls (start on a wall to rub walls out); drag S or G to move them. Keyboard:
        focus the grid, arrow keys move the ringed cell, Space or Enter toggles a wall, S or G moves the start
        or goal there.
      </p>
      <p className="sr-only" aria-live="polite" data-testid="grid-editor-status">
        {said}
      </p>
    </div>
  );
}

function describe(grid: Grid, cell: number): string {
  if (cell === grid.start) return 'start';
  if (cell === grid.goal) return 'goal';
  return grid.walls[cell] === 1 ? 'wall' : 'open';
}
