import { Check } from 'lucide-react';
import { ARRAY_ALGORITHMS, type ArrayAlgorithmId } from '@/core/algorithms';
import { Button } from '@/ui/Button';

export interface AlgorithmPickerProps {
  label: string;
  choices: readonly ArrayAlgorithmId[];
  selected: readonly ArrayAlgorithmId[];
  disabled: boolean;
  /** The race has its most lanes: only selected algorithms can be toggled (off). */
  full?: boolean;
  onToggle: (id: ArrayAlgorithmId) => void;
}

/** Toggle buttons, one per algorithm (aria-pressed). */
export function AlgorithmPicker({
  label,
  choices,
  selected,
  disabled,
  full = false,
  onToggle,
}: AlgorithmPickerProps) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {choices.map((id) => {
        const on = selected.includes(id);
        return (
          <Button
            key={id}
            size="sm"
            variant={on ? 'primary' : 'outline'}
            aria-pressed={on}
            disabled={disabled || (full && !on)}
            onClick={() => onToggle(id)}
            data-algorithm={id}
          >
            {on ? <Check aria-hidden="true" size={16} /> : null}
            {ARRAY_ALGORITHMS[id].name}
          </Button>
        );
      })}
    </div>
  );
}
