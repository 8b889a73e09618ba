import { Pause, Play, RotateCcw, StepBack, StepForward } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import type { PlayerState } from '@/core/player/player';
import { Button } from '@/ui/Button';
import { nextTask } from '@/ui/nextTask';
import { Slider } from '@/ui/Slider';

export interface PlaybackActions {
  play: () => void;
  pause: () => void;
  stepForward: () => void;
  stepBack: () => void;
  seek: (index: number) => void;
  reset: () => void;
}

// The buttons' icons never change: one element each, which React skips when a step re-renders the row.
const RESET_ICON = <RotateCcw aria-hidden="true" size={16} />;
const STEP_BACK_ICON = <StepBack aria-hidden="true" size={18} />;
const PAUSE_ICON = <Pause aria-hidden="true" size={16} />;
const PLAY_ICON = <Play aria-hidden="true" size={16} />;
const STEP_FORWARD_ICON = <StepForward aria-hidden="true" size={18} />;

/** The step scrubber and the Reset / Step back / Play-Pause-Resume / Step forward row of a player. */
export function PlaybackControls({
  state,
  stepCount,
  actions,
  playLabel = 'Visualize',
  disabled = false,
  playDisabled = false,
}: {
  state: PlayerState;
  stepCount: number;
  actions: PlaybackActions;
  /** The play button's label before the first play. */
  playLabel?: string;
  /** Every control off: there is nothing to play (the input has a problem). */
  disabled?: boolean;
  /** Play is off, e.g. while there is nothing recorded to play. */
  playDisabled?: boolean;
}) {
  const running = state.status === 'running';
  // Play starts the run in the task after the tap's: the page's re-render as the run starts then does
  // not add to the tap's own events, and neither holds a slow phone's main thread for over 50 ms.
  return (
    <>
      <Slider
        label="Step"
        value={state.index}
        min={0}
        max={stepCount}
        onValueChange={actions.seek}
        format={(value) => `${value} / ${stepCount}`}
        disabled={disabled}
      />
      {/* One row at every width: on a phone Reset shows only its icon (its name stays for screen readers). */}
      <div className="flex flex-nowrap items-center gap-2" role="group" aria-label="Playback">
        <Button variant="outline" onClick={actions.reset} disabled={disabled}>
          {RESET_ICON}
          <span className="sr-only sm:not-sr-only">Reset</span>
        </Button>
        <Button
          variant="outline"
          size="icon"
          onClick={actions.stepBack}
          aria-label="Step back"
          disabled={disabled || state.index === 0}
        >
          {STEP_BACK_ICON}
        </Button>
        {running ? (
          <Button onClick={actions.pause}>
            {PAUSE_ICON}
            Pause
          </Button>
        ) : (
          <Button onClick={() => void nextTask().then(actions.play)} disabled={disabled || playDisabled}>
            {PLAY_ICON}
            {state.status === 'paused' ? 'Resume' : playLabel}
          </Button>
        )}
        <Button
          variant="outline"
          size="icon"
          onClick={actions.stepForward}
          aria-label="Step forward"
          disabled={disabled || state.completed}
        >
          {STEP_FORWARD_ICON}
        </Button>
      </div>
    </>
  );
}

function Kbd({ children }: { children: ReactNode }) {
  return (
    <kbd className="rounded border border-border bg-surface-2 px-1.5 py-0.5 font-mono text-xs">
      {children}
    </kbd>
  );
}

/** The line under a player that says which keys drive it (the same at every step, so rendered once). */
export const ShortcutHint = memo(function ShortcutHint() {
  return (
    <p className="text-xs text-muted">
      Keyboard: <Kbd>Space</Kbd> play or pause, <Kbd>←</Kbd> <Kbd>→</Kbd> step, <Kbd>R</Kbd> reset
    </p>
  );
});
