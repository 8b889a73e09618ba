import { memo } from 'react';
import { SPEED_MAX, SPEED_MIN } from '@/core/player/player';
import { Slider } from '@/ui/Slider';
import { ShortcutHint } from './PlaybackControls';
import { PracticeToggle } from './practice/PracticePanel';
import type { PracticeControls } from './practice/usePractice';
import { ShareButton } from './ShareButton';

const formatSpeed = (value: number) => `${value}%`;

/** The Animation Speed slider; re-renders only when the speed changes, not at every step of a run. */
export const SpeedSlider = memo(function SpeedSlider({
  speed,
  onSpeedChange,
}: {
  speed: number;
  onSpeedChange: (speed: number) => void;
}) {
  return (
    <Slider
      label="Animation Speed"
      value={speed}
      min={SPEED_MIN}
      max={SPEED_MAX}
      onValueChange={onSpeedChange}
      format={formatSpeed}
    />
  );
});

/** The row under a step player: its animation speed, and the Practice toggle. */
export function SpeedAndPractice({
  speed,
  onSpeedChange,
  practice,
}: {
  speed: number;
  onSpeedChange: (speed: number) => void;
  practice: PracticeControls;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <SpeedSlider speed={speed} onSpeedChange={onSpeedChange} />
      <PracticeToggle enabled={practice.enabled} onEnabledChange={practice.setEnabled} />
    </div>
  );
}

/** The keyboard shortcuts' hint and the share link (for this run at this step, unless `label` says otherwise). */
export function ShortcutsAndShare({
  query,
  label,
  notice,
}: {
  /** The run's URL parameters, read when the link is made. */
  query: () => string;
  label?: string;
  notice?: string | null;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <ShortcutHint />
      <ShareButton query={query} label={label} notice={notice} />
    </div>
  );
}
