import { lazy, Suspense, useId, useMemo, useState } from 'react';
import type { MathAlgorithmId } from '@/core/algorithms/catalog';
import { checkMathInput, fieldError, maxDigits } from '@/core/algorithms/math/input';
import { MATH_ALGORITHM_ORDER, MATH_ALGORITHMS } from '@/core/algorithms/math/registry';
import { encodeMathRunConfig, exampleInputs, type MathRunConfig } from '@/core/algorithms/math/runConfig';
import type { MathValues } from '@/core/algorithms/math/types';
import { factorizationModule } from '@/core/algorithms/math/factorization/factorization';
import { gcdModule } from '@/core/algorithms/math/gcd/gcd';
import { sieveModule } from '@/core/algorithms/math/sieve/sieve';
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
import { frameMessage, MathView, type MathRun } from './MathViews';
import { formatCount } from '@/core/formatCount';

// The listings and their highlighter load with the code listing (the Code tab, or beside the canvas).
const MathCodePanel = lazy(() =>
  import('./MathCodePanel').then((module) => ({ default: module.MathCodePanel })),
);

const inputClass =
  'h-9 w-40 rounded-lg border border-border bg-surface px-2 font-mono aria-[invalid=true]:border-danger';

function runOf(algorithm: MathAlgorithmId, values: MathValues): MathRun {
  switch (algorithm) {
    case 'gcd':
      return { algorithm, trace: gcdModule.trace(values) };
    case 'sieve':
      return { algorithm, trace: sieveModule.trace(values) };
    case 'factorization':
      return { algorithm, trace: factorizationModule.trace(values) };
  }
}

type Inputs = Record<MathAlgorithmId, Readonly<Record<string, string>>>;

/** GCD, the sieve and prime factorization on one player, on numbers the learner types. */
export function MathAlgorithmVisualizer({ initial, id }: { initial: MathRunConfig; id?: string }) {
  const [algorithm, setAlgorithm] = useState(initial.algorithm);
  const [inputs, setInputs] = useState<Inputs>(() => {
    const all = Object.fromEntries(MATH_ALGORITHM_ORDER.map((choice) => [choice, exampleInputs(choice)]));
    return { ...all, [initial.algorithm]: initial.inputs } as Inputs;
  });
  const [startStep, setStartStep] = useState(initial.step);
  const [speed, setSpeed] = useState(initial.speed);
  const info = MATH_ALGORITHMS[algorithm];
  const texts = inputs[algorithm];
  const checked = checkMathInput(info.fields, texts);
  const problem = 'error' in checked ? checked.error : null;
  // A new run when the text changes; nothing runs on an invalid input.
  const run = useMemo(() => {
    const input = checkMathInput(MATH_ALGORITHMS[algorithm].fields, texts);
    return 'values' in input ? runOf(algorithm, input.values) : null;
  }, [algorithm, texts]);
  const stepCount = run?.trace.stepCount ?? 0;
  const { state, player } = useStepPlayer(run, stepCount, Math.min(startStep, stepCount), speed);
  const values = 'values' in checked ? checked.values : null;
  const ready = values
    ? `Ready: ${info.name} on ${info.fields.map((field) => `${field.label} = ${values[field.key]}`).join(', ')}`
    : '';
  const narration = problem ?? (run ? frameMessage(run, state.index, ready) : ready);
  const completed = run !== null && state.index === stepCount;

  const { practice, actions } = usePractice({
    run: run,
    build: () =>
      run ? practiceQuestions(narratedSteps(run.trace.steps), `${algorithm}:${JSON.stringify(texts)}`) : [],
    topic: { id: algorithm, label: info.name },
    state,
    player,
    actions: playbackActions(player),
  });
  const shortcutTargets = useShortcuts(actions);
  const running = state.status === 'running';

  const setText = (key: string, text: string) => {
    setStartStep(0);
    setInputs((current) => ({ ...current, [algorithm]: { ...current[algorithm], [key]: text } }));
  };

  const formId = useId();
  const codeBeside = useCodeBeside();
  const code = (
    <Suspense fallback={<CodeLoading />}>
      <MathCodePanel
        algorithm={algorithm}
        name={info.name}
        lineId={run && state.index > 0 ? run.trace.lineAt(state.index - 1) : null}
        beside={codeBeside}
      />
    </Suspense>
  );

  const visualization = (
    <div className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="sr-only">{`${info.name} input`}</legend>
        <div className="flex flex-wrap gap-4">
          {info.fields.map((field) => {
            const error = fieldError(field, texts[field.key] ?? '');
            return (
              <label key={field.key} className="flex flex-col gap-2 text-sm font-medium">
                {field.label}
                <input
                  name={field.key}
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  spellCheck={false}
                  className={inputClass}
                  value={texts[field.key] ?? ''}
                  disabled={running}
                  aria-invalid={error !== null}
                  aria-describedby={`${formId}-limits${error !== null ? ` ${formId}-problem` : ''}`}
                  onChange={(event) => setText(field.key, event.target.value)}
                  placeholder={`${field.min}–${String(field.max).length > 6 ? `10^${maxDigits(field) - 1}` : field.max}`}
                />
              </label>
            );
          })}
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
          data-testid="math-problem"
        >
          {problem}
        </p>
      ) : null}
      {run ? (
        <>
          <MathView run={run} index={state.index} name={info.name} narration={narration} />
          <p className="rounded-xl border border-border px-3 py-2 text-sm" data-testid="math-answer">
            <span className="font-medium text-muted">Answer: </span>
            <span className="font-mono font-semibold">
              {completed && values ? info.answer(values) : 'shown at the last step'}
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
        query={encodeMathRunConfig({ algorithm, inputs: texts, speed, step: state.index })}
      />
    </div>
  );

  return (
    <Card id={id} {...shortcutTargets} className="scroll-mt-20">
      <AlgorithmHeader
        name={info.name}
        choices={MATH_ALGORITHM_ORDER.map((choice) => ({
          id: choice,
          label: MATH_ALGORITHMS[choice].shortName,
        }))}
        selected={algorithm}
        disabled={running}
        onChoose={(choice) => {
          setStartStep(0);
          setAlgorithm(choice as MathAlgorithmId);
        }}
      />
      <VisualizerViews info={info} codeBeside={codeBeside} visualization={visualization} code={code} />
    </Card>
  );
}
