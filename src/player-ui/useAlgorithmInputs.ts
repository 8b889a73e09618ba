import { useState } from 'react';

/**
 * What a family's player keeps between runs: the algorithm chosen, each algorithm's own input as the
 * learner last left it (switching algorithm and back loses nothing), the frame a shared link opens at,
 * and the speed. A changed input or a new algorithm starts its run from the first frame.
 */
export function useAlgorithmInputs<Id extends string, Input>({
  algorithms,
  example,
  initial,
}: {
  algorithms: readonly Id[];
  /** The input an algorithm starts with. */
  example: (algorithm: Id) => Input;
  /** The run the page opened on: its algorithm, input, step and speed. */
  initial: { readonly algorithm: Id; readonly input: Input; readonly step: number; readonly speed: number };
}) {
  const [algorithm, setAlgorithm] = useState(initial.algorithm);
  const [inputs, setInputs] = useState(() => {
    const all = new Map(algorithms.map((choice) => [choice, example(choice)]));
    all.set(initial.algorithm, initial.input);
    return all;
  });
  const [startStep, setStartStep] = useState(initial.step);
  const [speed, setSpeed] = useState(initial.speed);
  const input = inputs.get(algorithm) ?? example(algorithm);
  return {
    algorithm,
    input,
    startStep,
    speed,
    setSpeed,
    /** Changes the chosen algorithm's input (from the one it has now). */
    setInput: (change: (current: Input) => Input) => {
      setStartStep(0);
      setInputs((current) =>
        new Map(current).set(algorithm, change(current.get(algorithm) ?? example(algorithm))),
      );
    },
    choose: (next: Id) => {
      setStartStep(0);
      setAlgorithm(next);
    },
  };
}
