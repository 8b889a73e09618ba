import { useId, type ReactNode } from 'react';
import type { PlayerState } from '@/core/player/player';
import { Card } from '@/ui/Card';
import { PlaybackControls, type PlaybackActions } from '../PlaybackControls';
import { ShortcutsAndShare, SpeedAndPractice } from '../PlayerSettings';
import { BesideScene, MediaBar, useSceneIntoView } from '../MediaBar';
import { PracticePanel } from '../practice/PracticePanel';
import { useQuestionBeside } from '../VisualizerViews';
import type { PracticeControls } from '../practice/usePractice';

/** The narration as a callout under the scene, the same on every structure page. */
export const NARRATION_CALLOUT = [
  '[&_[data-narration]]:text-base [&_[data-narration]]:font-medium [&_[data-narration]]:text-text',
  // The same box whether or not there is a message, so nothing below it jumps.
  '[&_[data-narration]]:rounded-r-lg [&_[data-narration]]:border-l-4 [&_[data-narration]]:border-transparent',
  '[&_[data-narration]]:px-3 [&_[data-narration]]:py-2',
  '[&_[data-narration]:not(:empty)]:border-primary [&_[data-narration]:not(:empty)]:bg-surface-2',
].join(' ');

/** The pill beside the structure's heading: 'Ready', or where the operation is ('Step 2 of 3', ...). */
export function StepBadge({
  running,
  step,
  children,
}: {
  running: boolean;
  step: number;
  children: ReactNode;
}) {
  return (
    <p
      className={
        running
          ? 'rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold tabular-nums'
          : 'rounded-full bg-surface-2 px-3 py-1 text-sm text-muted'
      }
      data-step={step}
    >
      {children}
    </p>
  );
}

export interface StructurePlayback {
  practice: PracticeControls;
  state: PlayerState;
  stepCount: number;
  actions: PlaybackActions;
  speed: number;
  onSpeedChange: (speed: number) => void;
  /** The share link's parameters for this run at this step, read when the link is made. */
  shareQuery: () => string;
  /** Said under the copied link when it cannot reopen the run exactly (a hash table's long history). */
  shareNotice?: string | null;
  /** What to do to get a practice question, when the page's own words fit better than the player's. */
  practiceHint?: string;
}

/**
 * The Visualization tab of every structure page: the Operations panel, the card with the structure
 * (heading, step badge, scene and whatever the page shows under it) and the player's controls, and on
 * wide screens the listing beside them.
 */
export function StructureWorkspace({
  title,
  badge,
  operations,
  playback,
  codeBeside,
  codeLabel,
  code,
  shortcutTargets,
  children,
}: {
  title: ReactNode;
  badge: ReactNode;
  operations: ReactNode;
  playback: StructurePlayback;
  codeBeside: boolean;
  /** The name of the listing's region when it sits beside the scene. */
  codeLabel: string;
  code: ReactNode;
  /** From useShortcuts: using this page makes it the one the keyboard drives. */
  shortcutTargets: object;
  children: ReactNode;
}) {
  const headingId = useId();
  const { practice, state, stepCount, actions, speed, onSpeedChange, shareQuery, shareNotice, practiceHint } =
    playback;
  const { stageRef, barRef, stuck } = useSceneIntoView(
    state.status === 'running' || practice.pending !== null,
  );
  // The open question sits beside the scene on wide screens (above the listing, or above the
  // operations when the listing is in its tab), else in the media bar under the scene.
  const questionBeside = useQuestionBeside();
  const question = practice.enabled ? <PracticePanel practice={practice} hint={practiceHint} /> : null;
  return (
    <div
      className={
        codeBeside
          ? 'grid grid-cols-[minmax(0,16rem)_minmax(0,3fr)_minmax(0,2fr)] items-start gap-5'
          : 'grid gap-6 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]'
      }
      {...shortcutTargets}
    >
      {questionBeside && !codeBeside ? (
        <BesideScene question={question}>{operations}</BesideScene>
      ) : (
        operations
      )}
      <Card role="region" aria-labelledby={headingId} className="min-w-0 space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="text-lg font-semibold">
            {title}
          </h2>
          {badge}
        </div>
        {/* The media bar stays below the top of the scene it controls. */}
        <div className="space-y-4">
          <div ref={stageRef} className="space-y-4">
            {children}
          </div>
          <MediaBar ref={barRef} stuck={stuck} question={questionBeside ? null : question}>
            <PlaybackControls state={state} stepCount={stepCount} actions={actions} playLabel="Play" />
          </MediaBar>
        </div>
        <SpeedAndPractice speed={speed} onSpeedChange={onSpeedChange} practice={practice} />
        <ShortcutsAndShare query={shareQuery} notice={shareNotice ?? null} />
      </Card>
      {codeBeside ? (
        <BesideScene question={question}>
          <section aria-label={codeLabel} data-testid="code-beside">
            {code}
          </section>
        </BesideScene>
      ) : null}
    </div>
  );
}
