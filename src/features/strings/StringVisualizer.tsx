import { useId, useMemo } from 'react';
import type { StringAlgorithmId } from '@/core/algorithms/catalog';
import {
  checkStringInput,
  randomStringInput,
  STRING_FIELDS,
  STRING_LIMITS,
} from '@/core/algorithms/strings/input';
import { STRING_ALGORITHM_ORDER, STRING_ALGORITHMS } from '@/core/algorithms/strings/registry';
import {
  encodeStringRunConfig,
  exampleTexts,
  type StringRunConfig,
} from '@/core/algorithms/strings/runConfig';
import {
  matchAnswer,
  type StringAlgorithm,
  type StringModel,
  type StringStep,
} from '@/core/algorithms/strings/types';
import { stringTraceQuestions } from '@/core/practice/stringQuestions';
import type { ModelTrace } from '@/core/trace';
import { Button } from '@/ui/Button';
import { useAlgorithmInputs } from '@/player-ui/useAlgorithmInputs';
import { TracePlayerCard, type AnyModelTrace, type TraceRun } from '@/player-ui/TracePlayerCard';
import { StringView } from './StringView';

const inputClass =
  'w-full rounded-lg border border-border bg-surface px-2 py-1.5 font-mono aria-[invalid=true]:border-danger';

// The listing loads when it is first shown; its example runs on the run's text and pattern.
const stringListing = (algorithm: StringAlgorithmId, input: { text: string; pattern: string }) => () =>
  import('@/core/algorithms/strings/listings').then((module) => module.stringListing(algorithm, input));

const stringAlgorithm = (id: StringAlgorithmId): StringAlgorithm => STRING_ALGORITHMS[id];

/** Every string-matching algorithm on one player, on a text and pattern the learner types or picks. */
export function StringVisualizer({ initial, id }: { initial: StringRunConfig; id?: string }) {
  const {
    algorithm,
    input: texts,
    setInput,
    choose,
    startStep,
    speed,
    setSpeed,
  } = useAlgorithmInputs<StringAlgorithmId, readonly string[]>({
    algorithms: STRING_ALGORITHM_ORDER,
    example: exampleTexts,
    initial: {
      algorithm: initial.algorithm,
      input: initial.inputs,
      step: initial.step,
      speed: initial.speed,
    },
  });
  const info = stringAlgorithm(algorithm);
  const checked = checkStringInput(texts);
  // A new run when a text changes; nothing runs on an invalid input.
  const run = useMemo((): TraceRun | null => {
    const module = stringAlgorithm(algorithm);
    const input = checkStringInput(texts);
    if ('error' in input) return null;
    const trace = module.trace(input.value);
    const { text, pattern } = input.value;
    return {
      trace: trace as unknown as AnyModelTrace,
      ready: `Ready: ${module.name} looks for “${pattern}” in “${text}”`,
      answer: () => matchAnswer(trace.frameAt(trace.stepCount).model.found),
      questions: () => stringTraceQuestions(trace, `${algorithm}:${texts.join('|')}`),
      listing: stringListing(algorithm, input.value),
    };
  }, [algorithm, texts]);
  const problem = 'error' in checked ? checked.error : null;
  const problemField = 'error' in checked ? checked.field : -1;

  const setText = (field: number, value: string) =>
    setInput((current) => STRING_FIELDS.map((_, i) => (i === field ? value : (current[i] ?? ''))));

  const formId = useId();
  const input = (running: boolean) => (
    <fieldset className="space-y-2">
      <legend className="sr-only">{`${info.name} input`}</legend>
      <div className="grid gap-2 sm:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {STRING_FIELDS.map((field, i) => (
          <div key={field.key}>
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
            onClick={() => {
              const { text, pattern } = preset.input ?? randomStringInput(Math.random);
              setInput(() => [text, pattern]);
            }}
          >
            {preset.label}
          </Button>
        ))}
      </div>
      <p id={`${formId}-limits`} className="text-sm text-muted">
        {STRING_LIMITS}
      </p>
    </fieldset>
  );

  return (
    <TracePlayerCard
      id={id}
      info={info}
      choices={STRING_ALGORITHM_ORDER.map((choice) => ({
        id: choice,
        label: STRING_ALGORITHMS[choice].shortName,
      }))}
      onChoose={(choice) => choose(choice as StringAlgorithmId)}
      run={run}
      startStep={startStep}
      speed={speed}
      onSpeedChange={setSpeed}
      input={input}
      problem={problem}
      problemId={`${formId}-problem`}
      testIdPrefix="strings"
      picture={({ index, narration, answerTarget }, trace) =>
        trace ? (
          <StringView
            trace={trace as unknown as ModelTrace<StringModel, StringStep>}
            index={index}
            name={info.name}
            narration={narration}
            answerTarget={answerTarget}
          />
        ) : null
      }
      counters={info.counters}
      link={(step) => encodeStringRunConfig({ algorithm, inputs: texts, speed, step })}
    />
  );
}
