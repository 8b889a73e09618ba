import { useId, useMemo } from 'react';
import type { BacktrackingAlgorithmId } from '@/core/algorithms/catalog';
import {
  BACKTRACKING_ALGORITHM_ORDER,
  BACKTRACKING_ALGORITHMS,
} from '@/core/algorithms/backtracking/registry';
import {
  encodeBacktrackingRunConfig,
  type BacktrackingRunConfig,
} from '@/core/algorithms/backtracking/runConfig';
import { BACKTRACKING_COUNTERS } from '@/core/algorithms/backtracking/trace';
import type { BacktrackingAlgorithm } from '@/core/algorithms/backtracking/types';
import { backtrackingQuestions } from '@/core/practice/backtrackingQuestions';
import { Button } from '@/ui/Button';
import { useAlgorithmInputs } from '@/player-ui/useAlgorithmInputs';
import { TracePlayerCard, type AnyModelTrace, type TraceRun } from '@/player-ui/TracePlayerCard';
import { BacktrackingView, type BacktrackingRunView } from './BacktrackingViews';

const inputClass =
  'w-full rounded-lg border border-border bg-surface px-2 py-1.5 font-mono aria-[invalid=true]:border-danger';

// The listing loads when it is first shown; its example runs on the run's input.
const backtrackingListing = (algorithm: BacktrackingAlgorithmId, value: unknown) => () =>
  import('@/core/algorithms/backtracking/listings').then((module) =>
    module.backtrackingListing(algorithm, value),
  );

const backtrackingAlgorithm = (id: BacktrackingAlgorithmId): BacktrackingAlgorithm =>
  BACKTRACKING_ALGORITHMS[id] as BacktrackingAlgorithm;

/** The runs on screen, by trace, so the picture finds the input and module of the trace it is given. */
const runViews = new WeakMap<object, BacktrackingRunView>();

/** Subsets, permutations, combination sum and N-Queens on one player, on input the learner types or picks. */
export function BacktrackingVisualizer({ initial, id }: { initial: BacktrackingRunConfig; id?: string }) {
  const {
    algorithm,
    input: text,
    setInput,
    choose,
    startStep,
    speed,
    setSpeed,
  } = useAlgorithmInputs({
    algorithms: BACKTRACKING_ALGORITHM_ORDER,
    example: (choice) => BACKTRACKING_ALGORITHMS[choice].example,
    initial,
  });
  const info = backtrackingAlgorithm(algorithm);
  const checked = info.check(text);
  // A new run when the text changes; nothing runs on an invalid input.
  const run = useMemo((): TraceRun | null => {
    const module = backtrackingAlgorithm(algorithm);
    const input = module.check(text);
    if ('error' in input) return null;
    const trace = module.trace(input.value);
    runViews.set(trace, { module, value: input.value, trace });
    let answer: string | null = null;
    return {
      trace: trace as unknown as AnyModelTrace,
      ready: `Ready: ${module.name} on ${module.inputSummary(input.value)}`,
      answer: () => (answer ??= module.answer(input.value)),
      questions: () =>
        backtrackingQuestions(
          trace,
          {
            label: (choice) => module.choiceLabel(input.value, choice),
            tryName: (choices, choice) => module.tryName(input.value, choices, choice),
            nextQuestion: (choices) => module.nextQuestion(input.value, choices),
          },
          `${algorithm}:${text}`,
        ),
      listing: backtrackingListing(algorithm, input.value),
    };
  }, [algorithm, text]);
  const problem = 'error' in checked ? checked.error : null;

  const setText = (value: string) => setInput(() => value);

  const formId = useId();
  const { field } = info;
  const input = (running: boolean) => (
    <fieldset className="space-y-2">
      <legend className="sr-only">{`${info.name} input`}</legend>
      <label htmlFor={`${formId}-input`} className="block text-sm font-medium">
        {field.label}
      </label>
      <input
        id={`${formId}-input`}
        name={field.key}
        type="text"
        autoComplete="off"
        spellCheck={false}
        className={inputClass}
        value={text}
        disabled={running}
        aria-invalid={problem !== null}
        aria-describedby={`${formId}-limits${problem !== null ? ` ${formId}-problem` : ''}`}
        placeholder={field.placeholder}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex flex-wrap items-center gap-1.5" role="group" aria-label="Presets">
        {info.presets.map((preset) => (
          <Button
            key={preset.id}
            size="sm"
            variant="outline"
            disabled={running}
            onClick={() => setText(preset.text)}
          >
            {preset.label}
          </Button>
        ))}
      </div>
      <p id={`${formId}-limits`} className="text-sm text-muted">
        {info.limits}
      </p>
    </fieldset>
  );

  return (
    <TracePlayerCard
      id={id}
      info={info}
      choices={BACKTRACKING_ALGORITHM_ORDER.map((choice) => ({
        id: choice,
        label: BACKTRACKING_ALGORITHMS[choice].shortName,
      }))}
      onChoose={(choice) => choose(choice as BacktrackingAlgorithmId)}
      run={run}
      startStep={startStep}
      speed={speed}
      onSpeedChange={setSpeed}
      input={input}
      problem={problem}
      problemId={`${formId}-problem`}
      testIdPrefix="backtracking"
      picture={({ index, narration }, trace) => {
        const view = trace ? runViews.get(trace) : undefined;
        return view ? (
          <BacktrackingView run={view} index={index} name={view.module.name} narration={narration} />
        ) : null;
      }}
      counters={BACKTRACKING_COUNTERS}
      jumps={(index) => {
        const view = run ? runViews.get(run.trace) : undefined;
        return [
          {
            label: 'Skip to next solution',
            to: view?.trace.nextSolutionFrame(index) ?? null,
            testId: 'skip-to-solution',
          },
        ];
      }}
      link={(step) => encodeBacktrackingRunConfig({ algorithm, input: text, speed, step })}
    />
  );
}
