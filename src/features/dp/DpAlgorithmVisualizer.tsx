import { useId, useMemo } from 'react';
import type { DpAlgorithmId } from '@/core/algorithms/catalog';
import { checkDpInput, fieldError, maxChars } from '@/core/algorithms/dp/input';
import { DP_ALGORITHM_ORDER, DP_ALGORITHMS } from '@/core/algorithms/dp/registry';
import { encodeDpRunConfig, exampleInputs, type DpRunConfig } from '@/core/algorithms/dp/runConfig';
import type { DpAlgorithm, DpInputField, DpListingId, DpValues } from '@/core/algorithms/dp/types';
import { dpTraceQuestions } from '@/core/practice/dpQuestions';
import { formatCount } from '@/core/formatCount';
import { useAlgorithmInputs } from '@/player-ui/useAlgorithmInputs';
import { TracePlayerCard, type AnyModelTrace, type TraceRun } from '@/player-ui/TracePlayerCard';
import { DpView, type DpTrace } from './DpViews';

// The listing loads when it is first shown; its example calls the algorithm on the run's input.
const dpListing = (listing: DpListingId, values: DpValues) => () =>
  import('@/core/algorithms/dp/listings').then((module) => module.dpListing(listing, values));

const inputClass =
  'h-9 rounded-lg border border-border bg-surface px-2 font-mono aria-[invalid=true]:border-danger';

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
  const {
    algorithm,
    input: texts,
    setInput,
    choose,
    startStep,
    speed,
    setSpeed,
  } = useAlgorithmInputs({
    algorithms: DP_ALGORITHM_ORDER,
    example: exampleInputs,
    initial: { ...initial, input: initial.inputs },
  });
  const info = dpAlgorithm(algorithm);
  const checked = checkDpInput(info.fields, texts, info.check);
  const problem = 'error' in checked ? checked.error : null;
  // A new run when the text changes; nothing runs on an invalid input.
  const run = useMemo(() => {
    const module = dpAlgorithm(algorithm);
    const input = checkDpInput(module.fields, texts, module.check);
    if (!('values' in input)) return null;
    const { values } = input;
    const trace = module.trace(values);
    return {
      dpTrace: trace,
      trace: trace as unknown as AnyModelTrace,
      ready: `Ready: ${module.name}, ${formatCount(trace.stepCount)} steps`,
      answer: () => module.answer(values),
      questions: () =>
        dpTraceQuestions(trace.steps, trace.frameAt(0).model.table, `${algorithm}:${JSON.stringify(texts)}`),
      listing: dpListing(module.listing(values), values),
    } satisfies TraceRun & { dpTrace: DpTrace };
  }, [algorithm, texts]);
  const setTexts = (next: Readonly<Record<string, string>>) =>
    setInput((current) => ({ ...current, ...next }));

  const formId = useId();
  const counters = run
    ? info.counters.filter((counter) => run.dpTrace.totals[counter.key] !== undefined)
    : [];

  const input = (running: boolean) => (
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
  );

  return (
    <TracePlayerCard
      id={id}
      info={info}
      choices={DP_ALGORITHM_ORDER.map((choice) => ({ id: choice, label: DP_ALGORITHMS[choice].shortName }))}
      onChoose={(choice) => choose(choice as DpAlgorithmId)}
      run={run}
      startStep={startStep}
      speed={speed}
      onSpeedChange={setSpeed}
      input={input}
      problem={problem}
      problemId={`${formId}-problem`}
      testIdPrefix="dp"
      picture={({ index, narration, answerTarget }, trace) =>
        trace ? (
          <DpView
            trace={trace as unknown as DpTrace}
            index={index}
            name={info.name}
            narration={narration}
            answerTarget={answerTarget}
          />
        ) : null
      }
      counters={counters}
      link={(step) => encodeDpRunConfig({ algorithm, inputs: texts, speed, step })}
    />
  );
}
