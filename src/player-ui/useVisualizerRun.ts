import { useCallback, useMemo, useState } from 'react';
import { newSeed, type ArrayAlgorithmId, type InputPreset } from '@/core/algorithms';
import { buildRun, type RunConfig } from '@/core/algorithms/runConfig';
import { useStepPlayer } from './useStepPlayer';

type RunInput = Omit<RunConfig, 'speed'>;

/**
 * One visualiser's run: the input (algorithm, array, target), the trace built from it, the player stepping
 * through that trace, and the speed. A new input builds a new trace and a fresh player; a new speed only
 * changes the player's interval.
 */
export function useVisualizerRun(initial: RunConfig, selected?: ArrayAlgorithmId) {
  const [input, setInput] = useState<RunInput>(() => {
    const { speed: _speed, ...rest } = initial;
    return rest;
  });
  // The page may choose the algorithm (the sorting page's cards); the same array is kept.
  if (selected && selected !== input.algorithm) {
    setInput({ ...input, algorithm: selected, target: null, step: 0 });
  }
  const [speed, setSpeedValue] = useState(initial.speed);
  const run = useMemo(() => buildRun({ ...input, speed: 0 }), [input]);
  const { player, state } = useStepPlayer(run, run.trace.stepCount, input.step, speed);

  const regenerate = useCallback((changes: Partial<RunInput> = {}) => {
    setInput((current) => ({ ...current, seed: newSeed(), target: null, values: null, step: 0, ...changes }));
  }, []);

  const actions = useMemo(
    () => ({
      play: player.play,
      pause: player.pause,
      toggle: player.toggle,
      stepForward: player.stepForward,
      stepBack: player.stepBack,
      seek: player.seek,
      /** Reset: a new array (and target), cleared state; a typed array gives way to a generated one. */
      reset: () => regenerate(),
      setSize: (size: number) => regenerate({ size }),
      setPreset: (preset: InputPreset) => regenerate({ preset }),
      setAlgorithm: (algorithm: ArrayAlgorithmId) =>
        setInput((current) => ({ ...current, algorithm, target: null, step: 0 })),
      /** A typed array (and, for a search, target; null for a random element) starts a new run. */
      applyValues: (values: readonly number[], target: number | null) =>
        setInput((current) => ({ ...current, values, size: values.length, target, step: 0 })),
      setSpeed: setSpeedValue,
    }),
    [player, regenerate],
  );

  const shareConfig: RunConfig = { ...input, speed, step: state.index };
  return { run, state, speed, player, actions, shareConfig };
}
