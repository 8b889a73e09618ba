import { useMemo, useState, type ReactNode } from 'react';
import type { AlgorithmMeta, CodeListings } from '@/core/algorithms/types';
import { formatCount } from '@/core/formatCount';
import type { PracticeQuestion } from '@/core/practice/questions';
import type { ModelStep, ModelTrace } from '@/core/trace';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { LazyCodePanel } from './LazyCodePanel';
import { MediaBar, useSceneIntoView } from './MediaBar';
import { PlaybackControls } from './PlaybackControls';
import { ShortcutsAndShare, SpeedAndPractice } from './PlayerSettings';
import { playbackActions } from './playbackActions';
import { PracticePanel } from './practice/PracticePanel';
import { usePractice } from './practice/usePractice';
import { Stat } from './Stats';
import { useShortcuts } from './useShortcuts';
import { useStepPlayer } from './useStepPlayer';
import { AlgorithmHeader, useCodeBeside, useQuestionBeside, VisualizerViews } from './VisualizerViews';

/** A model trace of any family, as the shell reads it: steps with a line and a message, counts per frame. */
export type AnyModelTrace = ModelTrace<unknown, ModelStep & { readonly message: string }>;

/** A counter shown under the picture, e.g. { key: 'divisions', label: 'Divisions' }. */
export interface CounterSpec {
  readonly key: string;
  readonly label: string;
}

/** A button that moves the run to a frame the family picks ("Skip to next solution"). */
export interface PlayerJump {
  readonly label: string;
  /** The frame it moves to; null disables it (nothing left to skip to). */
  readonly to: number | null;
  readonly testId: string;
}

/** What the picture of one frame is drawn from. */
export interface FrameProps {
  /** The frame shown, 0 (the input, before any step) to the step count. */
  readonly index: number;
  /** The frame's narration: its step's message, the run's problem, or the ready line. */
  readonly narration: string;
  readonly running: boolean;
  /** What the answer shown by practice refers to, for the picture to mark (see PracticeQuestion). */
  readonly answerTarget: readonly string[];
}

/** One run of an algorithm, with what is read from it: everything here belongs to this run's input. */
export interface TraceRun {
  readonly trace: AnyModelTrace;
  /** The narration before the first step. */
  readonly ready: string;
  /** The final answer as the page writes it, shown at the last step; absent when the family has none. */
  readonly answer?: () => string;
  /** The practice questions of this run. */
  readonly questions: () => PracticeQuestion[];
  /** The listing the trace's line ids point into. */
  readonly listing: () => Promise<CodeListings>;
}

export interface TracePlayerCardProps {
  id?: string | undefined;
  /** The algorithm shown: its heading and its Information tab. */
  info: AlgorithmMeta;
  /** The algorithms of the family, to pick one; the chosen one is `info.id`. */
  choices: readonly { id: string; label: string }[];
  onChoose: (id: string) => void;
  /**
   * The run of the input as it is now; null while the input has a problem. A new run starts a new
   * player; while the input has a problem the last run of this algorithm stays on screen.
   */
  run: TraceRun | null;
  /**
   * Whether the last run stays while the input has a problem (true unless the picture is drawn from the
   * input itself, as a graph's drawing is: its last run would not match the graph shown).
   */
  keepsLastRun?: boolean;
  /** The frame a shared link opens at. */
  startStep: number;
  speed: number;
  onSpeedChange: (speed: number) => void;
  /** The family's input form (its fields, presets, limits), disabled while a run plays. */
  input: (running: boolean) => ReactNode;
  /** Why nothing runs (shown in an alert and as the narration), or null. */
  problem: string | null;
  /** The problem's element id, for the fields that it describes (`aria-describedby`). */
  problemId?: string | undefined;
  /** Buttons under the problem that fix the input in one click, or nothing. */
  problemActions?: ReactNode;
  /**
   * Whether the playback controls stay on screen, turned off, while the input has a problem (rather
   * than going until it has none), so the page keeps its shape and says what to change.
   */
  keepsPlayer?: boolean;
  /** The family's prefix of the problem's and answer's test ids (`math` gives `math-problem`). */
  testIdPrefix: string;
  /** The picture of a frame of the run shown (null before any valid input): its scene with the DOM mirror, and what the family shows beside it. */
  picture: (frame: FrameProps, trace: AnyModelTrace | null) => ReactNode;
  counters: readonly CounterSpec[];
  /** Buttons under the playback controls that move to a frame of the family's choosing, for a frame. */
  jumps?: ((index: number) => readonly PlayerJump[]) | undefined;
  /** What the family shows under the playback controls for a frame (the graph's queue and tables). */
  belowControls?: ((index: number) => ReactNode) | undefined;
  /** The share link's query for this run opened at `step`. */
  link: (step: number) => string;
  /** What the family adds at the bottom of the card (the graph builder), disabled while a run plays. */
  footer?: ((running: boolean) => ReactNode) | undefined;
}

/**
 * The narration of a frame: its step's message, or `ready` before the first step. Read from the frame, not
 * from the trace's list of steps, which a long run (Floyd-Warshall's 869,097 steps on 100 vertices) makes
 * only when asked for.
 */
export function frameNarration(
  frame: { readonly step: { readonly message: string } | null } | null,
  ready: string,
): string {
  return frame?.step?.message ?? ready;
}

/**
 * The one player of every model-trace family (graphs, dynamic programming, mathematics, greedy): the
 * family's input and picture, the answer, the counters, practice, the playback controls, speed,
 * shortcuts and share link, with the code and information views. The family supplies only what is its
 * own, so no player names an algorithm.
 */
export function TracePlayerCard(props: TracePlayerCardProps) {
  const { info, problem, testIdPrefix } = props;
  // The last run of this algorithm, kept on screen while the input has a problem.
  const [kept, setKept] = useState<{ readonly algorithm: string; readonly run: TraceRun } | null>(null);
  if (props.run !== null && kept?.run !== props.run) setKept({ algorithm: info.id, run: props.run });
  const keeps = props.keepsLastRun ?? true;
  const run = props.run ?? (keeps && kept?.algorithm === info.id ? kept.run : null);
  const trace = run?.trace ?? null;
  const stepCount = trace?.stepCount ?? 0;
  const { state, player } = useStepPlayer(
    trace,
    stepCount,
    Math.min(props.startStep, stepCount),
    props.speed,
  );
  const running = state.status === 'running';
  const frame = trace?.frameAt(state.index) ?? null;
  const narration = run ? frameNarration(frame, run.ready) : (problem ?? '');
  const completed = trace !== null && state.index === stepCount;
  const { practice, actions } = usePractice({
    run: trace,
    build: () => run?.questions() ?? [],
    topic: { id: info.id, label: info.name },
    player,
    actions: playbackActions(player),
  });
  const shortcutTargets = useShortcuts(actions);
  const codeBeside = useCodeBeside();
  const { stageRef, barRef, stuck } = useSceneIntoView(running || practice.pending !== null);
  // The open question sits beside the scene on wide screens, else in the media bar under it.
  const questionBeside = useQuestionBeside();
  const question = practice.enabled ? <PracticePanel practice={practice} /> : null;
  // The family's input form and footer change with its own state and with `running`, not at each step:
  // the family does not re-render as the run steps, so the functions keep their identity.
  const { input, footer } = props;
  const inputForm = useMemo(() => input(running), [input, running]);
  const footerContent = useMemo(() => footer?.(running), [footer, running]);

  const code =
    run === null ? (
      <p className="text-sm text-muted">The listing shows once the input is valid.</p>
    ) : (
      <LazyCodePanel
        load={run.listing}
        name={info.name}
        lineId={state.index > 0 ? run.trace.lineAt(state.index - 1) : null}
        beside={codeBeside}
      />
    );

  const visualization = (
    <div className="space-y-4">
      {inputForm}
      {problem !== null ? (
        <div className="rounded-lg bg-warning-soft px-3 py-2 text-sm">
          <p id={props.problemId} role="alert" data-testid={`${testIdPrefix}-problem`}>
            {problem}
          </p>
          {props.problemActions ? (
            <div className="mt-2 flex flex-wrap gap-2" data-testid={`${testIdPrefix}-problem-fixes`}>
              {props.problemActions}
            </div>
          ) : null}
        </div>
      ) : null}
      {/* The media bar stays below the top of the scene it controls. */}
      <div className="space-y-4">
        <div ref={stageRef}>
          {props.picture(
            { index: state.index, narration, running, answerTarget: practice.answerTarget },
            trace,
          )}
        </div>
        {run && frame ? (
          <>
            <MediaBar ref={barRef} stuck={stuck} question={questionBeside ? null : question}>
              <PlaybackControls state={state} stepCount={stepCount} actions={actions} />
            </MediaBar>
            {props.jumps ? (
              <div className="flex flex-wrap gap-2">
                {props.jumps(state.index).map((jump) => (
                  <Button
                    key={jump.testId}
                    size="sm"
                    variant="outline"
                    disabled={jump.to === null}
                    data-testid={jump.testId}
                    onClick={() => {
                      if (jump.to !== null) actions.seek(jump.to);
                    }}
                  >
                    {jump.label}
                  </Button>
                ))}
              </div>
            ) : null}
            {run.answer ? (
              <p
                className="rounded-xl border border-border px-3 py-2 text-sm"
                data-testid={`${testIdPrefix}-answer`}
              >
                <span className="font-medium text-muted">Answer: </span>
                {completed ? (
                  <output data-result className="font-mono font-semibold">
                    {run.answer()}
                  </output>
                ) : (
                  <span className="font-mono font-semibold">shown at the last step</span>
                )}
              </p>
            ) : null}
            <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {props.counters.map((counter) => (
                <Stat key={counter.key} label={counter.label}>
                  {formatCount(frame.counts[counter.key] ?? 0)}
                </Stat>
              ))}
              <Stat label="Step">{`${state.index} / ${stepCount}`}</Stat>
            </dl>
            {props.belowControls?.(state.index)}
          </>
        ) : props.keepsPlayer ? (
          <MediaBar ref={barRef} stuck={stuck}>
            <PlaybackControls state={state} stepCount={stepCount} actions={actions} disabled />
          </MediaBar>
        ) : null}
      </div>
      <SpeedAndPractice speed={props.speed} onSpeedChange={props.onSpeedChange} practice={practice} />
      <ShortcutsAndShare query={() => props.link(state.index)} />
      {footerContent}
    </div>
  );

  return (
    <Card id={props.id} {...shortcutTargets} className="scroll-mt-20">
      <AlgorithmHeader
        name={info.name}
        choices={props.choices}
        selected={info.id}
        disabled={running}
        onChoose={props.onChoose}
      />
      <VisualizerViews
        info={info}
        codeBeside={codeBeside}
        visualization={visualization}
        code={code}
        beside={questionBeside ? question : null}
      />
    </Card>
  );
}
