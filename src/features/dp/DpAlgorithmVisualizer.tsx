import { lazy, Suspense, useId, useMemo, useState } from 'react';
import type { DpAlgorithmId } from '@/core/algorithms/catalog';
import { checkDpInput, fieldError, maxChars } from '@/core/algorithms/dp/input';
import { DP_ALGORITHM_ORDER, DP_ALGORITHMS } from '@/core/algorithms/dp/registry';
import { encodeDpRunConfig, exampleInputs, type DpRunConfig } from '@/core/algorithms/dp/runConfig';
import type { DpAlgorithm, DpInputField } from '@/core/algorithms/dp/types';
import { Card } from '@/ui/Card';
import { CodeLoading } from '@/ui/code/CodeLoading';
import { AlgorithmHeader, useCodeBeside, VisualizerViews } from '@/player-ui/VisualizerViews';
import { PlaybackControls } from '@/player-ui/PlaybackControls';
import { ShortcutsAndShare, SpeedAndPractice } from '@/player-ui/PlayerSettings';
import { playbackActions } from '@/player-ui/playbackActions';
import { PracticePanel } from '@/player-ui/practice/PracticePanel';
import { usePractice } from '@/player-ui/practice/usePractice';
import { dpTraceQuestions } from '@/core/practice/dpQuestions';
import { Stat } from '@/player-ui/Stats';
import { useShortcuts } from '@/player-ui/useShortcuts';
import { useStepPlayer } from '@/player-ui/useStepPlayer';
import { DpView, frameMessage } from './DpViews';
import { formatCount } from '@/core/formatCount';

// The listings and their highlighter load with the code listing (the Code tab, or beside the canvas).
const DpCodePanel = lazy(() => import('./DpCodePanel').then((module) => ({ default: module.DpCodePanel })));

const inputClass =
  'h-9 rounded-lg border border-border bg-surface px-2 font-mono aria-[invalid=true]:border-danger';

type Inputs = Record<DpAlgorithmId, Readonly<Record<string, string>>>;

const dpAlgorithm = (id: DpAlgorithmId): DpAlgorithm => DP_ALGORITHMS[id];

function fieldWidth(field: DpInputField): string {
  switch (field.kind) {
    case 'integer':
      return 'w-28';
    case 'text':
      return 'w-44';
    default:
      return 'w-full sm:w-72';
  }
}

/** Fibonacci, the knapsack, LCS and LIS on one player, on inputs the learner types. */
export function DpAlgorithmVisualizer({ initial, id }: { initial: DpRunConfig; id?: string }) {
  const [algorithm, setAlgorithm] = useState(initial.algorithm);
  const [inputs, setInputs] = useState<Inputs>(() => {
    const all = Object.fromEntries(DP_ALGORITHM_ORDER.map((choice) => [choice, exampleInputs(choice)]));
    return { ...all, [initial.algorithm]: initial.inputs } as Inputs;
  });
  const [startStep, setStartStep] = useState(initial.step);
  const [speed, setSpeed] = useState(initial.speed);
  const info = dpAlgorithm(algorithm);
  const texts = inputs[algorithm];
  const checked = checkDpInput(info.fields, texts, info.check);
  const problem = 'error' in checked ? checked.error : null;
  // A new run when the text changes; nothing runs on an invalid input.
  const run = useMemo(() => {
    const module = dpAlgorithm(algorithm);
    const input = checkDpInput(module.fields, texts, module.check);
    return 'values' in input
      ? { trace: module.trace(input.values), listing: module.listing(input.values), values: input.values }
      : null;
  }, [algorithm, texts]);
  const stepCount = run?.trace.stepCount ?? 0;
  const { state, player } = useStepPlayer(run, stepCount, Math.min(startStep, stepCount), speed);
  const ready = run ? `Ready: ${info.name}, ${formatCount(stepCount)} steps` : '';
  const narration = problem ?? (run ? frameMessage(run.trace, state.index, ready) : ready);
  const completed = run !== null && state.index === stepCount;

  const { practice, actions } = usePractice({
    run: run,
    build: () =>
      run
        ? dpTraceQuestions(
            run.trace.steps,
            run.trace.frameAt(0).model.table,
            `${algorithm}:${JSON.stringify(texts)}`,
          )
        : [],
    topic: { id: algorithm, label: info.name },
    state,
    player,
    actions: playbackActions(player),
  });
  const shortcutTargets = useShortcuts(actions);
  const running = state.status === 'running';

  const setTexts = (next: Readonly<Record<string, string>>) => {
    setStartStep(0);
    setInputs((current) => ({ ...current, [algorithm]: { ...current[algorithm], ...next } }));
  };

  const formId = useId();
  const codeBeside = useCodeBeside();
  const code = run ? (
    <Suspense fallback={<CodeLoading />}>
      <DpCodePanel
        listing={run.listing}
        name={info.name}
        lineId={state.index > 0 ? run.trace.lineAt(state.index - 1) : null}
        beside={codeBeside}
      />
    </Suspense>
  ) : (
    <p className="text-sm text-muted">The listing shows once the input is valid.</p>
  );

  const counters = run ? info.counters.filter((counter) => run.trace.totals[counter.key] !== undefined) : [];

  const visualization = (
    <div className="space-y-4">
      <fieldset className="space-y-3">
        <legend className="sr-only">{`${info.name} input`}</legend>
        <div className="flex flex-wrap gap-4">
          {info.fields.map((field) => {
            const text = texts[field.key] ?? '';
            if (field.kind === 'choice')
              return (
                <fieldset key={field.key} className="flex flex-col gap-2 text-sm">
                  <legend className="mb-2 font-medium capitalize">{field.label}</legend>
                  <div className="flex flex-wrap gap-2">
                    {field.options.map((option) => (
                      <label
                        key={option.value}
                        className="flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-border px-3 has-[:checked]:border-primary has-[:checked]:bg-surface-2"
                      >
                        <input
                          type="radio"
                          name={`${formId}-${field.key}`}
                          value={option.value}
                          checked={text === option.value}
                          disabled={running}
                          onChange={() => setTexts({ [field.key]: option.value })}
                        />
                        {option.label}
                      </label>
                    ))}
                  </div>
                </fieldset>
              );
            const error = fieldError(field, text);
            return (
              <label key={field.key} className="flex flex-col gap-2 text-sm font-medium">
                {field.label}
                <input
                  name={field.key}
                  type="text"
                  inputMode={field.kind === 'integer' ? 'numeric' : 'text'}
                  autoComplete="off"
                  spellCheck={false}
                  maxLength={maxChars(field) + 20}
                  className={`${inputClass} ${fieldWidth(field)}`}
                  value={text}
                  disabled={running}
                  aria-invalid={error !== null}
                  aria-describedby={`${formId}-limits${problem !== null ? ` ${formId}-problem` : ''}`}
                  onChange={(event) => setTexts({ [field.key]: event.target.value })}
                />
              </label>
            );
          })}
        </div>
        <p id={`${formId}-limits`} className="text-sm text-muted">
          {info.limits}
        </p>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted">Examples:</span>
          {info.presets.map((preset) => (
            <button
              key={preset.label}
              type="button"
              disabled={running}
              className="rounded-lg border border-border px-2 py-1 hover:bg-surface-2 disabled:opacity-50"
              onClick={() => setTexts(preset.inputs)}
            >
              {preset.label}
            </button>
          ))}
        </div>
      </fieldset>
      {problem !== null ? (
        <p
          id={`${formId}-problem`}
          role="alert"
          className="rounded-lg bg-warning-soft px-3 py-2 text-sm"
          data-testid="dp-problem"
        >
          {problem}
        </p>
      ) : null}
      {run ? (
        <>
          <DpView trace={run.trace} index={state.index} name={info.name} narration={narration} />
          <p className="rounded-xl border border-border px-3 py-2 text-sm" data-testid="dp-answer">
            <span className="font-medium text-muted">Answer: </span>
            <span className="font-mono font-semibold">
              {completed ? info.answer(run.values) : 'shown at the last step'}
            </span>
          </p>
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {counters.map((counter) => (
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
      <ShortcutsAndShare query={encodeDpRunConfig({ algorithm, inputs: texts, speed, step: state.index })} />
    </div>
  );

  return (
    <Card id={id} {...shortcutTargets} className="scroll-mt-20">
      <AlgorithmHeader
        name={info.name}
        choices={DP_ALGORITHM_ORDER.map((choice) => ({ id: choice, label: DP_ALGORITHMS[choice].shortName }))}
        selected={algorithm}
        disabled={running}
        onChoose={(choice) => {
          setStartStep(0);
          setAlgorithm(choice as DpAlgorithmId);
        }}
      />
      <VisualizerViews info={info} codeBeside={codeBeside} visualization={visualization} code={code} />
    </Card>
  );
}
