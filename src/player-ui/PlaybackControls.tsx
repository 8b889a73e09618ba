import { Pause, Play, RotateCcw, StepBack, StepForward } from 'lucide-react';
import type { ReactNode } from 'react';
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

/** The step scrubber and the Reset / Step back / Play-Pause-Resume / Step forward row of a player. */
export function PlaybackControls({
  state,
  stepCount,
  actions,
  playLabel = 'Visualize',
}: {
  state: PlayerState;
  stepCount: number;
  actions: PlaybackActions;
  /** The play button's label before the first play. */
  playLabel?: string;
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
      />
      {/* One row at every width: on a phone Reset shows only its icon (its name stays for screen readers). */}
      <div className="flex flex-nowrap items-center gap-2" role="group" aria-label="Playback">
        <Button variant="outline" onClick={actions.reset}>
          <RotateCcw aria-hidden="true" size={16} />
          <span className="sr-only sm:not-sr-only">Reset</span>
        </Button>
        <Button
          variant="outline"
          size="icon"
          onClick={actions.stepBack}
          aria-label="Step back"
          disabled={state.index === 0}
        >
          <StepBack aria-hidden="true" size={18} />
        </Button>
        {running ? (
          <Button onClick={actions.pause}>
            <Pause aria-hidden="true" size={16} />
            Pause
          </Button>
        ) : (
          <Button onClick={() => void nextTask().then(actions.play)}>
            <Play aria-hidden="true" size={16} />
            {state.status === 'paused' ? 'Resume' : playLabel}
          </Button>
        )}
        <Button
          variant="outline"
          size="icon"
          onClick={actions.stepForward}
          aria-label="Step forward"
          disabled={state.completed}
        >
          <StepForward aria-hidden="true" size={18} />
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

/** The line under a player that says which keys drive it. */
export function ShortcutHint() {
  return (
    <p className="text-xs text-muted">
      Keyboard: <Kbd>Space</Kbd> play or pause, <Kbd>←</Kbd> <Kbd>→</Kbd> step, <Kbd>R</Kbd> reset
    </p>
  );
}
