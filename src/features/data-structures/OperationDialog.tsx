import { startTransition, useId, useState, type FormEvent, type RefObject } from 'react';
import { dialogFieldLabel, type OperationDialog as DialogDefinition, type RawInput } from '@/core/structures';
import { Button } from '@/ui/Button';
import { Dialog, DialogClose } from '@/ui/Dialog';

export interface OperationDialogProps {
  definition: DialogDefinition;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The collection's length, for 'Position (0 to N)' labels. */
  length: number;
  /** Starts the operation; false means the input was invalid and the dialog stays open. */
  onSubmit: (raw: RawInput) => boolean;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * An operation's dialog: number fields, Cancel and a confirm button. Enter submits and Escape cancels.
 * Invalid input is ignored without a message (docs/product-rules.md#data-structure-dialogs-and-validation):
 * the dialog simply stays open. On success it closes and its fields clear.
 */
export function OperationDialog({
  definition,
  open,
  onOpenChange,
  length,
  onSubmit,
  returnFocusTo,
}: OperationDialogProps) {
  const [fields, setFields] = useState<RawInput>({});
  const baseId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    startTransition(() => {
      if (onSubmit(fields)) {
        setFields({});
        onOpenChange(false);
      }
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={definition.title}
      description={definition.description}
      returnFocusTo={returnFocusTo}
    >
      {/* noValidate: the browser's own number checks would show messages; invalid input is ignored. */}
      <form onSubmit={submit} noValidate className="space-y-4">
        {definition.fields.map((field) => {
          const id = `${baseId}-${field.field}`;
          return (
            <div key={field.field} className="space-y-1.5">
              <label htmlFor={id} className="block text-sm font-medium">
                {dialogFieldLabel(field, length)}
              </label>
              <input
                id={id}
                name={field.field}
                type="number"
                inputMode="numeric"
                step={1}
                autoComplete="off"
                value={fields[field.field] ?? ''}
                onChange={(event) =>
                  setFields((current) => ({ ...current, [field.field]: event.target.value }))
                }
                className="h-10 w-full rounded-lg border border-border bg-surface px-3 text-text tabular-nums"
              />
            </div>
          );
        })}
        <div className="flex justify-end gap-2 pt-2">
          <DialogClose>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit">{definition.confirmLabel}</Button>
        </div>
      </form>
    </Dialog>
  );
}
