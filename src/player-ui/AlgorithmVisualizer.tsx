import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { cellsHeight, cellsMinWidth } from '@scenes/cells/layout';
import { SceneCanvas } from '@scenes/catalog/SceneCanvas';
import { SceneFigure } from '@scenes/host/SceneFigure';
import {
  ARRAY_ALGORITHMS,
  INPUT_PRESETS,
  moveCounter,
  narrate,
  type ArrayAlgorithmId,
  type InputPreset,
} from '@/core/algorithms';
import { encodeRunConfig, SIZE_MAX, SIZE_MIN, type RunConfig } from '@/core/algorithms/runConfig';
import { pitchOf, soundingValues } from '@/core/sound';
import { cellStates, frameAt, stepAt } from '@/core/trace';
import { codeLinesAt } from '@/core/algorithms';
import { searchListing } from '@/core/algorithms/exampleCall';
import { arrayTraceQuestions } from '@/core/practice/arrayQuestions';
import { Badge } from '@/ui/Badge';
import { Card } from '@/ui/Card';
import { CodeLoading } from '@/ui/code/CodeLoading';
import { Slider } from '@/ui/Slider';
import { SoundControls } from '@/ui/sound/SoundControls';
import { useSortSound } from '@/ui/sound/useSortSound';
import { arrayColourKey } from './arrayColourKey';
import { nextBarIds } from './barIdentity';
import { ColourKey } from './ColourKey';
import { ElapsedTime } from './ElapsedTime';
import { MediaBar, useSceneIntoView } from './MediaBar';
import { PlaybackControls, ShortcutHint } from './PlaybackControls';
import { PracticePanel, PracticeToggle } from './practice/PracticePanel';
import { usePractice } from './practice/usePractice';
import { AlgorithmHeader, useCodeBeside, useQuestionBeside, VisualizerViews } from './VisualizerViews';
import { SpeedSlider } from './PlayerSettings';
import { ShareButton } from './ShareButton';
import { Stat } from './Stats';
import { TypedInputForm } from './TypedInputForm';
import { useShortcuts } from './useShortcuts';
import { useVisualizerRun } from './useVisualizerRun';
import { useStableCommands } from '@/ui/useStableCommands';

// The listings' highlighter loads when the Code tab is first opened.
const CodePanel = lazy(() => import('./CodePanel').then((module) => ({ default: module.CodePanel })));

export const BINARY_SEARCH_NOTICE =
  'Binary Search requires a sorted array. The array has been automatically sorted for this demonstration.';

export interface AlgorithmVisualizerProps {
  initial: RunConfig;
  /** When given, the learner can switch between these algorithms (the sorting page). */
  choices?: readonly ArrayAlgorithmId[];
  /** The algorithm chosen from outside the card, and where the card's own picker reports a choice. */
  selected?: ArrayAlgorithmId;
  onSelect?: (algorithm: ArrayAlgorithmId) => void;
  headingLevel?: 'h2' | 'h3';
  id?: string;
}

export function AlgorithmVisualizer({
  initial,
  choices,
  selected,
  onSelect,
  headingLevel = 'h2',
  id,
}: AlgorithmVisualizerProps) {
  const { run, state, speed, player, actions: runActions, shareConfig } = useVisualizerRun(initial, selected);
  const { trace } = run;
  const algorithm = run.config.algorithm;
  const info = ARRAY_ALGORITHMS[algorithm];
  const colourKey = useMemo(() => arrayColourKey(info), [info]);
  // The heading's algorithm buttons keep their props through a run's steps, so they are not rendered again.
  const choiceButtons = useMemo(
    () => (choices ? choices.map((choice) => ({ id: choice, label: ARRAY_ALGORITHMS[choice].name })) : null),
    [choices],
  );
  const header = useStableCommands({
    choose: (choice: string) => {
      const chosen = choice as ArrayAlgorithmId;
      if (onSelect) onSelect(chosen);
      else runActions.setAlgorithm(chosen);
    },
  });
  const { practice, actions: playback } = usePractice({
    run: trace,
    build: () => arrayTraceQuestions(trace),
    topic: { id: algorithm, label: info.name },
    player,
    actions: runActions,
  });
  const actions = { ...runActions, ...playback };
  const searching = info.kind === 'searching';
  const frame = frameAt(trace, state.index);
  const states = cellStates(trace, frame);
  const narration = narrate(trace, state.index);
  const shortcutTargets = useShortcuts(actions);
  const sound = useSortSound();

  // Each new step of a sort sounds the values it touches (when the learner has turned the sound on).
  const sounded = useRef({ trace, index: state.index });
  useEffect(() => {
    if (sounded.current.trace === trace && sounded.current.index === state.index) return;
    sounded.current = { trace, index: state.index };
    if (searching || !sound.enabled) return;
    const shown = frameAt(trace, state.index);
    sound.play(soundingValues(shown.array, cellStates(trace, shown)).map((value) => pitchOf(value, 100)));
  }, [trace, state.index, searching, sound]);

  // Bars keep their identity across a swap so they slide; derived while rendering, not in an effect.
  const [bars, setBars] = useState({ trace, index: state.index, ids: frame.array.map((_, i) => i) });
  if (bars.trace !== trace || bars.index !== state.index) {
    const ids =
      bars.trace === trace
        ? nextBarIds(bars, state.index, frame.array.length, (k) => stepAt(trace, k))
        : frame.array.map((_, i) => i);
    setBars({ trace, index: state.index, ids });
  }

  // Wide screens show the listing beside the canvas, so the highlighted line and the step are seen
  // together; narrower ones keep it in the Code tab.
  const codeBeside = useCodeBeside();
  // A search's listing ends by looking for this run's target in this run's array.
  const listing = useMemo(
    () =>
      info.kind === 'searching' && trace.target !== null
        ? searchListing(info, trace.input, trace.target)
        : info.code,
    [info, trace],
  );
  const code = (
    <Suspense fallback={<CodeLoading />}>
      <CodePanel
        name={info.name}
        code={listing}
        linesFor={(language) => codeLinesAt(trace, state.index, language)}
        beside={codeBeside}
      />
    </Suspense>
  );

  const running = state.status === 'running';
  const { stageRef, barRef, stuck } = useSceneIntoView(running || practice.pending !== null);
  // The open question sits beside the scene on wide screens, else in the media bar under it.
  const questionBeside = useQuestionBeside();
  const question = practice.enabled ? <PracticePanel practice={practice} /> : null;
  // The element the answer shown by practice refers to is ringed in the scene and marked in the mirror.
  const isAnswer = (index: number) => practice.answerTarget.includes(String(index));
  const mirrorItems = frame.array.map((value, index) => ({
    value,
    state: states[index] ?? 'default',
    answer: isAnswer(index),
  }));
  const moves = moveCounter(algorithm, frame.counts);

  // The cells wrap into rows that fit the width; the box is contained, so it never widens the card.
  const scene = searching ? (
    <div className="overflow-x-auto [contain:inline-size]" data-testid="cells-row">
      <div style={{ minWidth: cellsMinWidth(frame.array.length) }}>
        <SceneCanvas
          height={(width) => cellsHeight(frame.array.length, width)}
          scene={{ name: 'cells', props: { items: mirrorItems, range: frame.range } }}
        />
      </div>
    </div>
  ) : (
    <SceneCanvas
      height={(width) => (width < 500 ? 220 : 300)}
      scene={{
        name: 'bars',
        props: {
          items: frame.array.map((value, index) => ({
            id: bars.ids[index] ?? index,
            value,
            state: states[index] ?? 'default',
            answer: isAnswer(index),
          })),
          // Generated values lie in 5..100; a typed array is scaled to its own values.
          maxValue: run.config.values ? undefined : 100,
        },
      }}
    />
  );

  const visualization = (
    <div className="space-y-4">
      {info.requiresSortedInput ? (
        <p role="note" className="rounded-lg bg-warning-soft px-3 py-2 text-sm">
          {BINARY_SEARCH_NOTICE}
        </p>
      ) : null}
      {searching ? (
        <div className="flex flex-wrap items-center gap-3">
          <Badge tone="warning" className="text-sm" data-testid="search-target">
            Search Target: {run.target ?? 'None'}
          </Badge>
          <p className="text-sm text-muted">{info.howItWorks}</p>
        </div>
      ) : null}
      {/* The media bar stays below the top of the scene it controls. */}
      <div className="space-y-4">
        <div ref={stageRef}>
          <SceneFigure
            scene={searching ? 'cells' : 'bars'}
            label={`${info.name} of ${frame.array.length} values`}
            items={mirrorItems}
            narration={narration}
          >
            {scene}
          </SceneFigure>
          <ColourKey entries={colourKey} />
        </div>
        <MediaBar ref={barRef} stuck={stuck} question={questionBeside ? null : question}>
          <PlaybackControls state={state} stepCount={trace.stepCount} actions={actions} />
        </MediaBar>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <Stat label="Comparisons">{frame.counts.comparisons}</Stat>
          {searching ? (
            <Stat label="Step">{`${state.index} / ${trace.stepCount}`}</Stat>
          ) : (
            <Stat label={moves.label}>{moves.value}</Stat>
          )}
          <Stat label="Progress">{`${Math.round(frame.progress)}%`}</Stat>
          <Stat label="Time">
            <ElapsedTime player={player} status={state.status} elapsedMs={state.elapsedMs} />
          </Stat>
        </dl>
      </div>
      <div className="flex flex-wrap gap-x-8 gap-y-4">
        <Slider
          label="Array Size"
          value={run.config.size}
          min={SIZE_MIN}
          max={SIZE_MAX}
          onValueChange={actions.setSize}
          disabled={running}
        />
        <SpeedSlider speed={speed} onSpeedChange={actions.setSpeed} />
        {searching ? null : <SoundControls sound={sound} />}
        <PracticeToggle enabled={practice.enabled} onEnabledChange={practice.setEnabled} />
        <label className="flex min-w-40 flex-col gap-2 text-sm font-medium">
          Input
          <select
            value={run.config.preset}
            onChange={(event) => actions.setPreset(event.target.value as InputPreset)}
            disabled={running}
            className="h-9 rounded-lg border border-border bg-surface px-2 disabled:opacity-50"
          >
            {INPUT_PRESETS.map((preset) => (
              <option key={preset.id} value={preset.id}>
                {preset.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <TypedInputForm
        searching={searching}
        values={run.values}
        target={run.config.target}
        disabled={running}
        onApply={actions.applyValues}
      />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <ShortcutHint />
        <ShareButton query={() => encodeRunConfig(shareConfig)} />
      </div>
    </div>
  );

  return (
    <Card id={id} {...shortcutTargets} className="scroll-mt-20">
      <AlgorithmHeader
        name={info.name}
        headingLevel={headingLevel}
        choices={choiceButtons}
        selected={algorithm}
        disabled={running}
        onChoose={header.choose}
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
