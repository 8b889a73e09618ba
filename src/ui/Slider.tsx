import { memo, useId, type CSSProperties } from 'react';

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

/**
 * A labelled slider: the browser's own range input, styled by `.slider` in styles.css (so a prerendered
 * page has the style too). No script lays it out, and keyboard, touch and assistive technology get the
 * platform's behaviour. Memoised: a slider given the same props skips its player's re-render at each step.
 */
export const Slider = memo(function Slider({
  label,
  value,
  min,
  max,
  step = 1,
  onValueChange,
  disabled,
  format,
}: SliderProps) {
  const inputId = useId();
  const shown = format ? format(value) : String(value);
  const fill = max > min ? ((Math.min(Math.max(value, min), max) - min) / (max - min)) * 100 : 0;
  return (
    <div className="min-w-40 flex-1">
      <div className="mb-2 flex items-baseline justify-between gap-2 text-sm">
        <label htmlFor={inputId} className="font-medium">
          {label}
        </label>
        <span className="font-mono text-muted tabular-nums">{shown}</span>
      </div>
      <input
        id={inputId}
        type="range"
        className="slider"
        style={{ '--slider-fill': `${fill}%` } as CSSProperties}
        value={value}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        aria-valuetext={shown}
        onChange={(event) => onValueChange(Number(event.target.value))}
      />
    </div>
  );
});
