import { ListPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { formatNumbers, parseCustomInput, type CustomInput } from '@/core/race';
import { Button } from '@/ui/Button';
import { Dialog, DialogClose } from '@/ui/Dialog';

export interface CustomInputDialogProps {
  searching: boolean;
  /** The array (and chosen target) the race uses now, to start editing from. */
  values: readonly number[];
  target: number | null;
  disabled: boolean;
  onApply: (input: CustomInput) => void;
}

/** The race's Custom Input: a list of numbers and, for searching, an optional target. */
export function CustomInputDialog({ searching, values, target, disabled, onApply }: CustomInputDialogProps) {
  const [open, setOpen] = useState(false);
  const [valuesText, setValuesText] = useState('');
  const [targetText, setTargetText] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const valuesId = useId();
  const targetId = useId();
  const hintId = useId();
  const errorsId = useId();

  const onOpenChange = (next: boolean) => {
    if (next) {
      setValuesText(formatNumbers(values));
      setTargetText(target === null ? '' : String(target));
      setErrors([]);
    }
    setOpen(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = parseCustomInput(valuesText, targetText, searching);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    onApply(result.value);
    setOpen(false);
  };

  const invalid = errors.length > 0;
  const fieldClasses =
    'w-full rounded-lg border border-border bg-surface px-3 py-2 font-mono text-sm text-text aria-[invalid=true]:border-danger';

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Custom Input"
      description="Race on your own numbers: the same array for every algorithm."
      trigger={
        <Button variant="outline" size="sm" disabled={disabled}>
          <ListPlus aria-hidden="true" size={16} />
          Custom Input
        </Button>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="space-y-1.5">
          <label htmlFor={valuesId} className="text-sm font-medium">
            Numbers
          </label>
          <textarea
            id={valuesId}
            value={valuesText}
            onChange={(event) => setValuesText(event.target.value)}
            rows={4}
            aria-describedby={invalid ? `${hintId} ${errorsId}` : hintId}
            aria-invalid={invalid && !errors.every((error) => error.startsWith('Search target'))}
            className={fieldClasses}
            spellCheck={false}
          />
          <p id={hintId} className="text-xs text-muted">
            Separate numbers with commas or spaces: 2 to 100 numbers.
          </p>
        </div>
        {searching ? (
          <div className="space-y-1.5">
            <label htmlFor={targetId} className="text-sm font-medium">
              Search Target
            </label>
            <input
              id={targetId}
              value={targetText}
              onChange={(event) => setTargetText(event.target.value)}
              inputMode="decimal"
              aria-invalid={errors.some((error) => error.startsWith('Search target'))}
              className={fieldClasses}
              placeholder="Empty: a random element"
            />
          </div>
        ) : null}
        {invalid ? (
          <div
            id={errorsId}
            role="alert"
            className="rounded-lg border border-danger bg-surface-2 px-3 py-2 text-sm font-medium text-danger"
          >
            {errors.map((error) => (
              <p key={error}>{error}</p>
            ))}
          </div>
        ) : null}
        <div className="flex justify-end gap-2">
          <DialogClose>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit">Apply</Button>
        </div>
      </form>
    </Dialog>
  );
}
