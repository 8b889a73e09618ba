import { lazy, Suspense, useId, useMemo, useState } from 'react';
import type { GreedyAlgorithmId } from '@/core/algorithms/catalog';
import { activitySelectionModule } from '@/core/algorithms/greedy/activitySelection/activitySelection';
import { huffmanModule } from '@/core/algorithms/greedy/huffman/huffman';
import { GREEDY_ALGORITHM_ORDER, GREEDY_ALGORITHMS } from '@/core/algorithms/greedy/registry';
import { encodeGreedyRunConfig, type GreedyRunConfig } from '@/core/algorithms/greedy/runConfig';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { CodeLoading } from '@/ui/code/CodeLoading';
import { AlgorithmHeader, useCodeBeside, VisualizerViews } from '@/player-ui/VisualizerViews';
import { PlaybackControls } from '@/player-ui/PlaybackControls';
import { ShortcutsAndShare, SpeedAndPractice } from '@/player-ui/PlayerSettings';
import { playbackActions } from '@/player-ui/playbackActions';
import { PracticePanel } from '@/player-ui/practice/PracticePanel';
import { usePractice } from '@/player-ui/practice/usePractice';
import { practiceQuestions, narratedSteps } from '@/core/practice/questions';
import { Stat } from '@/player-ui/Stats';
import { useShortcuts } from '@/player-ui/useShortcuts';
import { useStepPlayer } from '@/player-ui/useStepPlayer';
import { frameMessage, GreedyView, type GreedyRun } from './GreedyViews';
import { formatCount } from '@/core/formatCount';

// The listings and their highlighter load with the code listing (the Code tab, or beside the canvas).
const GreedyCodePanel = lazy(() =>
  import('./GreedyCodePanel').then((module) => ({ default: module.GreedyCodePanel })),
);

const inputClass =
  'w-full rounded-lg border border-border bg-surface px-2 py-1.5 font-mono aria-[invalid=true]:border-danger';

/** The run of a text, or its problem: nothing runs on an invalid input. */
function runOf(algorithm: GreedyAlgorithmId, text: string): { run: GreedyRun } | { error: string } {
  switch (algorithm) {
    case 'activitySelection': {
      const checked = activitySelectionModule.check(text);
      return 'error' in checked
        ? checked
        : { run: { algorithm, trace: activitySelectionModule.trace(checked.value) } };
    }
    case 'huffman': {
      const checked = huffmanModule.check(text);
      return 'error' in checked ? checked : { run: { algorithm, trace: huffmanModule.trace(checked.value) } };
    }
  }
}

function answerOf(algorithm: GreedyAlgorithmId, text: string): string {
  switch (algorithm) {
    case 'activitySelection': {
      const checked = activitySelectionModule.check(text);
      return 'error' in checked ? '' : activitySelectionModule.answer(checked.value);
    }
    case 'huffman': {
      const checked = huffmanModule.check(text);
      return 'error' in checked ? '' : huffmanModule.answer(checked.value);
    }
  }
}

type Inputs = Record<GreedyAlgorithmId, string>;

/** Activity selection and Huffman coding on one player, on input the learner types or picks. */
export function GreedyAlgorithmVisualizer({ initial, id }: { initial: GreedyRunConfig; id?: string }) {
  const [algorithm, setAlgorithm] = useState(initial.algorithm);
  const [inputs, setInputs] = useState<Inputs>(() => {
    const all = Object.fromEntries(
      GREEDY_ALGORITHM_ORDER.map((choice) => [choice, GREEDY_ALGORITHMS[choice].example]),
    );
    return { ...all, [initial.algorithm]: initial.input } as Inputs;
  });
  const [startStep, setStartStep] = useState(initial.step);
  const [speed, setSpeed] = useState(initial.speed);
  const info = GREEDY_ALGORITHMS[algorithm];
  const text = inputs[algorithm];
  // A new run when the text changes; nothing runs on an invalid input.
  const result = useMemo(() => runOf(algorithm, text), [algorithm, text]);
  const run = 'run' in result ? result.run : null;
  const problem = 'error' in result ? result.error : null;
  const stepCount = run?.trace.stepCount ?? 0;
  const { state, player } = useStepPlayer(run, stepCount, Math.min(startStep, stepCount), speed);
  const ready =
    run === null
      ? ''
      : run.algorithm === 'huffman'
        ? `Ready: ${info.name} on “${text}”`
        : `Ready: ${info.name} on ${run.trace.frameAt(0).model.activities.length} activities`;
  const narration = problem ?? (run ? frameMessage(run, state.index, ready) : ready);
  const completed = run !== null && state.index === stepCount;

  const { practice, actions } = usePractice({
    run: run,
    build: () => (run ? practiceQuestions(narratedSteps(run.trace.steps), `${algorithm}:${text}`) : []),
    topic: { id: algorithm, label: info.name },
    state,
    player,
    actions: playbackActions(player),
  });
  const shortcutTargets = useShortcuts(actions);
  const running = state.status === 'running';

  const setText = (value: string) => {
    setStartStep(0);
    setInputs((current) => ({ ...current, [algorithm]: value }));
  };

  const formId = useId();
  const codeBeside = useCodeBeside();
  const code = (
    <Suspense fallback={<CodeLoading />}>
      <GreedyCodePanel
        algorithm={algorithm}
        name={info.name}
        lineId={run && state.index > 0 ? run.trace.lineAt(state.index - 1) : null}
        beside={codeBeside}
      />
    </Suspense>
  );

  const { field } = info;
  const describedBy = `${formId}-limits${problem !== null ? ` ${formId}-problem` : ''}`;
  const inputProps = {
    id: `${formId}-input`,
    name: field.key,
    autoComplete: 'off',
    spellCheck: false,
    className: inputClass,
    value: text,
    disabled: running,
    'aria-invalid': problem !== null,
    'aria-describedby': describedBy,
    placeholder: field.placeholder,
  };

  const visualization = (
    <div className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="sr-only">{`${info.name} input`}</legend>
        <label htmlFor={`${formId}-input`} className="block text-sm font-medium">
          {field.label}
        </label>
        {field.multiline ? (
          <textarea {...inputProps} rows={3} onChange={(event) => setText(event.target.value)} />
        ) : (
          <input {...inputProps} type="text" onChange={(event) => setText(event.target.value)} />
        )}
        <div className="flex flex-wrap items-center gap-1.5" role="group" aria-label="Presets">
          {info.presets.map((preset) => (
            <Button
              key={preset.id}
              size="sm"
              variant="outline"
              disabled={running}
              onClick={() => setText(preset.text ?? info.randomInput(Math.random))}
            >
              {preset.label}
            </Button>
          ))}
        </div>
        <p id={`${formId}-limits`} className="text-sm text-muted">
          {info.limits}
        </p>
      </fieldset>
      {problem !== null ? (
        <p
          id={`${formId}-problem`}
          role="alert"
          className="rounded-lg bg-warning-soft px-3 py-2 text-sm"
          data-testid="greedy-problem"
        >
          {problem}
        </p>
      ) : null}
      {run ? (
        <>
          <GreedyView run={run} index={state.index} name={info.name} narration={narration} />
          <p className="rounded-xl border border-border px-3 py-2 text-sm" data-testid="greedy-answer">
            <span className="font-medium text-muted">Answer: </span>
            <span className="font-mono font-semibold">
              {completed ? answerOf(algorithm, text) : 'shown at the last step'}
            </span>
          </p>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {info.counters.map((counter) => (
              <Stat key={counter.key} label={counter.label}>
                {formatCount(run.trace.frameAt(state.index).counts[counter.key] ?? 0)}
              </Stat>
            ))}
            <Stat label="Step">{`${state.index} / ${stepCount}`}</Stat>
          </dl>
          <PracticePanel practice={practice} />
          <PlaybackControls state={state} stepCount={stepCount} actions={actions} />
        </>
      ) : null}
      <SpeedAndPractice speed={speed} onSpeedChange={setSpeed} practice={practice} />
      <ShortcutsAndShare
        query={encodeGreedyRunConfig({ algorithm, input: text, speed, step: state.index })}
      />
    </div>
  );

  return (
    <Card id={id} {...shortcutTargets} className="scroll-mt-20">
      <AlgorithmHeader
        name={info.name}
        choices={GREEDY_ALGORITHM_ORDER.map((choice) => ({
          id: choice,
          label: GREEDY_ALGORITHMS[choice].shortName,
        }))}
        selected={algorithm}
        disabled={running}
        onChoose={(choice) => {
          setStartStep(0);
          setAlgorithm(choice as GreedyAlgorithmId);
        }}
      />
      <VisualizerViews info={info} codeBeside={codeBeside} visualization={visualization} code={code} />
    </Card>
  );
}
