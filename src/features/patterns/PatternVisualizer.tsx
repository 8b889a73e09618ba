import { useId, useMemo } from 'react';
import type { PatternAlgorithmId } from '@/core/algorithms/catalog';
import { PATTERN_ALGORITHM_ORDER, PATTERN_ALGORITHMS } from '@/core/algorithms/patterns/registry';
import { encodePatternRunConfig, type PatternRunConfig } from '@/core/algorithms/patterns/runConfig';
import type { PatternAlgorithm, PatternModel, PatternStep } from '@/core/algorithms/patterns/types';
import { patternTraceQuestions } from '@/core/practice/patternQuestions';
import type { ModelTrace } from '@/core/trace';
import { Button } from '@/ui/Button';
import { useAlgorithmInputs } from '@/player-ui/useAlgorithmInputs';
import { TracePlayerCard, type AnyModelTrace, type TraceRun } from '@/player-ui/TracePlayerCard';
import { PatternView } from './PatternView';

const inputClass =
  'w-full rounded-lg border border-border bg-surface px-2 py-1.5 font-mono aria-[invalid=true]:border-danger';

// The listing loads when it is first shown; its example runs on the run's input.
const patternListing = (algorithm: PatternAlgorithmId, value: unknown) => () =>
  import('@/core/algorithms/patterns/listings').then((module) => module.patternListing(algorithm, value));

const patternAlgorithm = (id: PatternAlgorithmId): PatternAlgorithm => PATTERN_ALGORITHMS[id];

/** Every interview pattern on one player, on input the learner types or picks. */
export function PatternVisualizer({ initial, id }: { initial: PatternRunConfig; id?: string }) {
  const {
    algorithm,
    input: texts,
    setInput,
    choose,
    startStep,
    speed,
    setSpeed,
  } = useAlgorithmInputs<PatternAlgorithmId, readonly string[]>({
    algorithms: PATTERN_ALGORITHM_ORDER,
    example: (choice) => PATTERN_ALGORITHMS[choice].example,
    initial: {
      algorithm: initial.algorithm,
      input: initial.inputs,
      step: initial.step,
      speed: initial.speed,
    },
  });
  const info = patternAlgorithm(algorithm);
  const checked = info.check(texts);
  // A new run when a text changes; nothing runs on an invalid input.
  const run = useMemo((): TraceRun | null => {
    const module = patternAlgorithm(algorithm);
    const input = module.check(texts);
    if ('error' in input) return null;
    const trace = module.trace(input.value);
    return {
      trace: trace as unknown as AnyModelTrace,
      ready: `Ready: ${module.name} on ${module.inputSummary(input.value)}`,
      answer: () => module.answer(input.value),
      questions: () => patternTraceQuestions(trace, `${algorithm}:${texts.join('|')}`),
      listing: patternListing(algorithm, input.value),
    };
  }, [algorithm, texts]);
  const problem = 'error' in checked ? checked.error : null;
  const problemField = 'error' in checked ? checked.field : -1;

  const setText = (field: number, value: string) =>
    setInput((current) => info.fields.map((_, i) => (i === field ? value : (current[i] ?? ''))));

  const formId = useId();
  const input = (running: boolean) => (
    <fieldset className="space-y-2">
      <legend className="sr-only">{`${info.name} input`}</legend>
      <div className="grid gap-2 sm:grid-cols-[minmax(0,3fr)_minmax(0,1fr)]">
        {info.fields.map((field, i) => (
          <div key={field.key} className={info.fields.length === 1 ? 'sm:col-span-2' : undefined}>
            <label htmlFor={`${formId}-${field.key}`} className="block text-sm font-medium">
              {field.label}
            </label>
            <input
              id={`${formId}-${field.key}`}
              name={field.key}
              type="text"
              autoComplete="off"
              spellCheck={false}
              className={inputClass}
              value={texts[i] ?? ''}
              disabled={running}
              aria-invalid={problemField === i}
              aria-describedby={`${formId}-limits${problemField === i ? ` ${formId}-problem` : ''}`}
              placeholder={field.placeholder}
              onChange={(event) => setText(i, event.target.value)}
            />
          </div>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-1.5" role="group" aria-label="Presets">
        {info.presets.map((preset) => (
          <Button
            key={preset.id}
            size="sm"
            variant="outline"
            disabled={running}
            onClick={() => setInput(() => preset.texts ?? info.randomInput(Math.random))}
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
      choices={PATTERN_ALGORITHM_ORDER.map((choice) => ({
        id: choice,
        label: PATTERN_ALGORITHMS[choice].shortName,
      }))}
      onChoose={(choice) => choose(choice as PatternAlgorithmId)}
      run={run}
      startStep={startStep}
      speed={speed}
      onSpeedChange={setSpeed}
      input={input}
      problem={problem}
      problemId={`${formId}-problem`}
      testIdPrefix="patterns"
      picture={({ index, narration, answerTarget }, trace) =>
        trace ? (
          <PatternView
            trace={trace as unknown as ModelTrace<PatternModel, PatternStep>}
            index={index}
            name={info.name}
            narration={narration}
            answerTarget={answerTarget}
          />
        ) : null
      }
      counters={info.counters}
      link={(step) => encodePatternRunConfig({ algorithm, inputs: texts, speed, step })}
    />
  );
}
