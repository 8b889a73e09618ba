import { memo } from 'react';
import { Button } from '@/ui/Button';
import type { EditMode } from './GraphEditorSurface';

const MODE_HINTS: Record<EditMode, string> = {
  add: 'Tap empty space to add a vertex; drag from one vertex to another to join them.',
  move: 'Drag a vertex to move it.',
  delete: 'Tap a vertex or an edge to delete it.',
};

/** What a pointer does on the canvas: add, move or delete. */
export const PointerModeBar = memo(function PointerModeBar({
  mode,
  onMode,
  disabled,
}: {
  mode: EditMode;
  onMode: (mode: EditMode) => void;
  disabled: boolean;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div role="group" aria-label="Pointer edits" className="flex gap-1.5">
        {(['add', 'move', 'delete'] as const).map((entry) => (
          <Button
            key={entry}
            size="sm"
            variant={entry === mode ? 'primary' : 'outline'}
            aria-pressed={entry === mode}
            disabled={disabled}
            onClick={() => onMode(entry)}
          >
            {entry === 'add' ? 'Add' : entry === 'move' ? 'Move' : 'Delete'}
          </Button>
        ))}
      </div>
      <p className="text-sm text-muted">{MODE_HINTS[mode]}</p>
    </div>
  );
});
