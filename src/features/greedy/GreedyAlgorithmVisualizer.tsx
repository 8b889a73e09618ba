import { useId, useMemo } from 'react';
import type { GreedyAlgorithmId } from '@/core/algorithms/catalog';
import { GREEDY_ALGORITHM_ORDER, GREEDY_ALGORITHMS } from '@/core/algorithms/greedy/registry';
import { encodeGreedyRunConfig, type GreedyRunConfig } from '@/core/algorithms/greedy/runConfig';
import type { GreedyAlgorithm } from '@/core/algorithms/greedy/types';
import { narratedSteps, practiceQuestions } from '@/core/practice/questions';
import { Button } from '@/ui/Button';
import { useAlgorithmInputs } from '@/player-ui/useAlgorithmInputs';
import { TracePlayerCard, type AnyModelTrace, type TraceRun } from '@/player-ui/TracePlayerCard';
import { GREEDY_PICTURES } from './GreedyViews';

const inputClass =
  'w-full rounded-lg border border-border bg-surface px-2 py-1.5 font-mono aria-[invalid=true]:border-danger';

// The listing loads when it is first shown; its example runs on the run's input.
const greedyListing = (algorithm: GreedyAlgorithmId, value: unknown) => () =>
  import('@/core/algorithms/greedy/listings').then((module) => module.greedyListing(algorithm, value));

const greedyAlgorithm = (id: GreedyAlgorithmId): GreedyAlgorithm => GREEDY_ALGORITHMS[id];

/** Activity selection and Huffman coding on one player, on input the learner types or picks. */
export function GreedyAlgorithmVisualizer({ initial, id }: { initial: GreedyRunConfig; id?: string }) {
  const {
    algorithm,
    input: text,
    setInput,
    choose,
    startStep,
    speed,
    setSpeed,
  } = useAlgorithmInputs({
    algorithms: GREEDY_ALGORITHM_ORDER,
    example: (choice) => GREEDY_ALGORITHMS[choice].example,
    initial,
  });
  const info = greedyAlgorithm(algorithm);
  const checked = info.check(text);
  // A new run when the text changes; nothing runs on an invalid input.
  const run = useMemo((): TraceRun | null => {
    const module = greedyAlgorithm(algorithm);
    const input = module.check(text);
    if ('error' in input) return null;
    const trace = module.trace(input.value) as AnyModelTrace;
    return {
      trace,
      ready: `Ready: ${module.name} on ${module.inputSummary(input.value)}`,
      answer: () => module.answer(input.value),
      questions: () => practiceQuestions(narratedSteps(trace.steps), `${algorithm}:${text}`),
      listing: greedyListing(algorithm, input.value),
    };
  }, [algorithm, text]);
  const problem = 'error' in checked ? checked.error : null;

  const setText = (value: string) => setInput(() => value);

  const formId = useId();
  const { field } = info;
  const input = (running: boolean) => {
    const inputProps = {
      id: `${formId}-input`,
      name: field.key,
      autoComplete: 'off',
      spellCheck: false,
      className: inputClass,
      value: text,
      disabled: running,
      'aria-invalid': problem !== null,
      'aria-describedby': `${formId}-limits${problem !== null ? ` ${formId}-problem` : ''}`,
      placeholder: field.placeholder,
    };
    return (
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
    );
  };

  const Picture = GREEDY_PICTURES[info.picture];
  return (
    <TracePlayerCard
      id={id}
      info={info}
      choices={GREEDY_ALGORITHM_ORDER.map((choice) => ({
        id: choice,
        label: GREEDY_ALGORITHMS[choice].shortName,
      }))}
      onChoose={(choice) => choose(choice as GreedyAlgorithmId)}
      run={run}
      startStep={startStep}
      speed={speed}
      onSpeedChange={setSpeed}
      input={input}
      problem={problem}
      problemId={`${formId}-problem`}
      testIdPrefix="greedy"
      picture={({ index, narration }, trace) =>
        trace ? <Picture trace={trace} index={index} name={info.name} narration={narration} /> : null
      }
      counters={info.counters}
      link={(step) => encodeGreedyRunConfig({ algorithm, input: text, speed, step })}
    />
  );
}
