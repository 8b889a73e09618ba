import { Slider as RadixSlider } from 'radix-ui';
import { useId } from 'react';

export interface SliderProps {
  /** The visible label, which is also the slider's accessible name. */
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  onValueChange: (value: number) => void;
  disabled?: boolean;
  /** Formats the value shown beside the label, e.g. `${v}%`. */
  format?: (value: number) => string;
}

export function Slider({ label, value, min, max, step = 1, onValueChange, disabled, format }: SliderProps) {
  const labelId = useId();
  const shown = format ? format(value) : String(value);
  return (
    <div className="min-w-40 flex-1">
      <div className="mb-2 flex items-baseline justify-between gap-2 text-sm">
        <span id={labelId} className="font-medium">
          {label}
        </span>
        <span className="font-mono text-muted tabular-nums">{shown}</span>
      </div>
      <RadixSlider.Root
        className="relative flex h-6 w-full touch-none items-center select-none data-[disabled]:opacity-50"
        value={[value]}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        onValueChange={([next]) => {
          if (next !== undefined) onValueChange(next);
        }}
      >
        <RadixSlider.Track className="relative h-1.5 grow rounded-full bg-surface-2">
          <RadixSlider.Range className="absolute h-full rounded-full bg-primary" />
        </RadixSlider.Track>
        <RadixSlider.Thumb
          aria-label={label}
          aria-valuetext={shown}
          className="block h-5 w-5 rounded-full border-2 border-primary bg-surface shadow"
        />
      </RadixSlider.Root>
    </div>
  );
}
