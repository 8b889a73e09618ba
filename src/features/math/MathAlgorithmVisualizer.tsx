import { useId, useMemo } from 'react';
import type { MathAlgorithmId } from '@/core/algorithms/catalog';
import { checkMathInput, fieldError, maxDigits } from '@/core/algorithms/math/input';
import { MATH_ALGORITHM_ORDER, MATH_ALGORITHMS } from '@/core/algorithms/math/registry';
import { encodeMathRunConfig, exampleInputs, type MathRunConfig } from '@/core/algorithms/math/runConfig';
import type { MathAlgorithm, MathValues } from '@/core/algorithms/math/types';
import { narratedSteps, practiceQuestions } from '@/core/practice/questions';
import { useAlgorithmInputs } from '@/player-ui/useAlgorithmInputs';
import { TracePlayerCard, type AnyModelTrace, type TraceRun } from '@/player-ui/TracePlayerCard';
import { MATH_PICTURES } from './MathViews';

const inputClass =
  'h-9 w-40 rounded-lg border border-border bg-surface px-2 font-mono aria-[invalid=true]:border-danger';

// The listing loads when it is first shown; its example calls the algorithm on the run's numbers.
const mathListing = (algorithm: MathAlgorithmId, values: MathValues) => () =>
  import('@/core/algorithms/math/listings').then((module) => module.mathListing(algorithm, values));

const mathAlgorithm = (id: MathAlgorithmId): MathAlgorithm => MATH_ALGORITHMS[id];

/** GCD, the sieve and prime factorization on one player, on numbers the learner types. */
export function MathAlgorithmVisualizer({ initial, id }: { initial: MathRunConfig; id?: string }) {
  const {
    algorithm,
    input: texts,
    setInput,
    choose,
    startStep,
    speed,
    setSpeed,
  } = useAlgorithmInputs({
    algorithms: MATH_ALGORITHM_ORDER,
    example: exampleInputs,
    initial: { ...initial, input: initial.inputs },
  });
  const info = mathAlgorithm(algorithm);
  const checked = checkMathInput(info.fields, texts);
  // A new run when the text changes; nothing runs on an invalid input.
  const run = useMemo((): TraceRun | null => {
    const module = mathAlgorithm(algorithm);
    const input = checkMathInput(module.fields, texts);
    if (!('values' in input)) return null;
    const { values } = input;
    const trace = module.trace(values) as AnyModelTrace;
    return {
      trace,
      ready: `Ready: ${module.name} on ${module.fields.map((field) => `${field.label} = ${values[field.key]}`).join(', ')}`,
      answer: () => module.answer(values),
      questions: () => practiceQuestions(narratedSteps(trace.steps), `${algorithm}:${JSON.stringify(texts)}`),
      listing: mathListing(algorithm, values),
    };
  }, [algorithm, texts]);

  const setText = (key: string, text: string) => setInput((current) => ({ ...current, [key]: text }));

  const formId = useId();
  const input = (running: boolean) => (
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
  );

  const Picture = MATH_PICTURES[info.picture];
  return (
    <TracePlayerCard
      id={id}
      info={info}
      choices={MATH_ALGORITHM_ORDER.map((choice) => ({
        id: choice,
        label: MATH_ALGORITHMS[choice].shortName,
      }))}
      onChoose={(choice) => choose(choice as MathAlgorithmId)}
      run={run}
      startStep={startStep}
      speed={speed}
      onSpeedChange={setSpeed}
      input={input}
      problem={'error' in checked ? checked.error : null}
      problemId={`${formId}-problem`}
      testIdPrefix="math"
      picture={({ index, narration }, trace) =>
        trace ? <Picture trace={trace} index={index} name={info.name} narration={narration} /> : null
      }
      counters={info.counters}
      link={(step) => encodeMathRunConfig({ algorithm, inputs: texts, speed, step })}
    />
  );
}
