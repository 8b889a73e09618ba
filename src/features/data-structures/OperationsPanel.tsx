import { memo, useId, useMemo, useRef, useState } from 'react';
import type { OperationInfo, OperationOf, RawInput, StructureKind } from '@/core/structures';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { OperationDialog } from './OperationDialog';
import { useOperationTransition } from './useOperationTransition';

interface OperationControlProps<K extends StructureKind> {
  info: OperationInfo<K>;
  /** Starts an operation from its dialog's fields; false when they are invalid (the dialog stays open). */
  onSubmit: (op: OperationOf<K>, raw?: RawInput) => boolean;
  enabled: boolean;
  length: number;
}

/**
 * One operation: its button, the line describing it and, for operations that take input, its dialog.
 * A disabled button stays focusable (aria-disabled), so focus is not lost when an operation starts.
 */
function OperationControlView<K extends StructureKind>({
  info,
  onSubmit,
  enabled,
  length,
}: OperationControlProps<K>) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const descriptionId = useId();
  const { dialog } = info;

  const activate = () => {
    if (!enabled) return;
    if (dialog) setOpen(true);
    else onSubmit(info.op);
  };

  return (
    <li className="flex flex-col gap-1.5">
      <Button
        ref={buttonRef}
        variant={dialog ? 'primary' : 'secondary'}
        className="h-auto min-h-10 w-full py-2 leading-tight aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        aria-disabled={!enabled}
        aria-describedby={descriptionId}
        aria-haspopup={dialog ? 'dialog' : undefined}
        onClick={activate}
      >
        {info.name}
      </Button>
      <p id={descriptionId} className="text-xs text-muted sm:text-sm">
        {info.description}
      </p>
      {dialog ? (
        <OperationDialog
          definition={dialog}
          open={open}
          onOpenChange={setOpen}
          length={length}
          returnFocusTo={buttonRef}
          onSubmit={(raw) => onSubmit(info.op, raw)}
        />
      ) : null}
    </li>
  );
}

/** Re-renders only when its own props change: not as the panel turns busy, with a dialog open. */
const OperationControl = memo(OperationControlView) as typeof OperationControlView;

export interface OperationsPanelProps<K extends StructureKind> {
  operations: readonly OperationInfo<K>[];
  onSubmit: (op: OperationOf<K>, raw?: RawInput) => boolean;
  enabled: Record<string, boolean>;
  length: number;
}

/**
 * The Operations side panel: one button and one line of description per operation. An operation starts
 * as a transition (useOperationTransition): the panel is aria-busy until its run has started.
 */
function OperationsPanelView<K extends StructureKind>({
  operations,
  onSubmit,
  enabled,
  length,
}: OperationsPanelProps<K>) {
  const headingId = useId();
  const { preparing, asTransition } = useOperationTransition();
  const submitAsTransition = useMemo(() => asTransition(onSubmit), [asTransition, onSubmit]);
  return (
    <Card role="region" aria-labelledby={headingId} aria-busy={preparing || undefined} className="h-fit">
      <h2 id={headingId} className="text-lg font-semibold">
        Operations
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-x-3 gap-y-4 lg:grid-cols-1">
        {operations.map((info) => (
          <OperationControl
            key={info.op}
            info={info}
            onSubmit={submitAsTransition}
            enabled={enabled[info.op] === true}
            length={length}
          />
        ))}
      </ul>
    </Card>
  );
}

/** Re-renders only when its own props change, not at every step of a run. */
export const OperationsPanel = memo(OperationsPanelView) as typeof OperationsPanelView;
