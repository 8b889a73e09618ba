import { memo, useId, useState, type FormEvent } from 'react';
import { formatNumbers, parseCustomTarget, parseCustomValues } from '@/core/customInput';
import { Button } from '@/ui/Button';

export interface TypedInputFormProps {
  searching: boolean;
  /** The array the run uses now (sorted for binary search), shown for editing. */
  values: readonly number[];
  /** The target the learner chose, or null for a random element. */
  target: number | null;
  disabled: boolean;
  onApply: (values: number[], target: number | null) => void;
}

const fieldClasses =
  'h-9 w-full rounded-lg border border-border bg-surface px-3 font-mono text-sm text-text aria-[invalid=true]:border-danger';

/**
 * The learner's own numbers, read by the race's Custom Input rules and messages
 * (docs/product-rules.md#typed-input). A refused input shows its message beside its field and leaves the
 * run as it was; an accepted one starts a new run.
 */
// Memoised: the player above it re-renders at every step, and the form changes only with a new run.
export const TypedInputForm = memo(function TypedInputForm({
  searching,
  values,
  target,
  disabled,
  onApply,
}: TypedInputFormProps) {
  const [shown, setShown] = useState({ values, target });
  const [valuesText, setValuesText] = useState(() => formatNumbers(values));
  const [targetText, setTargetText] = useState(() => (target === null ? '' : String(target)));
  const [errors, setErrors] = useState<{ values: string | null; target: string | null }>({
    values: null,
    target: null,
  });
  // A new run (Reset, a new size or preset) puts its own array in the field.
  if (shown.values !== values || shown.target !== target) {
    setShown({ values, target });
    setValuesText(formatNumbers(values));
    setTargetText(target === null ? '' : String(target));
    setErrors({ values: null, target: null });
  }
  const valuesId = useId();
  const targetId = useId();
  const hintId = useId();
  const valuesErrorId = useId();
  const targetErrorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (disabled) return;
    const parsedValues = parseCustomValues(valuesText);
    const parsedTarget = searching ? parseCustomTarget(targetText) : ({ ok: true, value: null } as const);
    setErrors({
      values: parsedValues.ok ? null : parsedValues.error,
      target: parsedTarget.ok ? null : parsedTarget.error,
    });
    if (parsedValues.ok && parsedTarget.ok) onApply(parsedValues.value, parsedTarget.value);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-wrap items-start gap-x-4 gap-y-3"
      data-testid="typed-input"
    >
      <div className="flex min-w-60 flex-[3] flex-col gap-1.5">
        <label htmlFor={valuesId} className="text-sm font-medium">
          Numbers
        </label>
        <input
          id={valuesId}
          value={valuesText}
          onChange={(event) => setValuesText(event.target.value)}
          aria-describedby={errors.values ? `${hintId} ${valuesErrorId}` : hintId}
          aria-invalid={errors.values !== null}
          className={fieldClasses}
          spellCheck={false}
          autoComplete="off"
        />
        <p id={hintId} className="text-xs text-muted">
          Separate numbers with commas or spaces: 2 to 100 numbers.
        </p>
        {errors.values ? (
          <p id={valuesErrorId} role="alert" className="text-sm font-medium text-danger">
            {errors.values}
          </p>
        ) : null}
      </div>
      {searching ? (
        <div className="flex min-w-40 flex-1 flex-col gap-1.5">
          <label htmlFor={targetId} className="text-sm font-medium">
            Search Target
          </label>
          <input
            id={targetId}
            value={targetText}
            onChange={(event) => setTargetText(event.target.value)}
            inputMode="decimal"
            aria-describedby={errors.target ? targetErrorId : undefined}
            aria-invalid={errors.target !== null}
            className={fieldClasses}
            placeholder="Empty: a random element"
            autoComplete="off"
          />
          {errors.target ? (
            <p id={targetErrorId} role="alert" className="text-sm font-medium text-danger">
              {errors.target}
            </p>
          ) : null}
        </div>
      ) : null}
      <Button type="submit" variant="outline" className="mt-7" disabled={disabled}>
        Apply
      </Button>
    </form>
  );
});
