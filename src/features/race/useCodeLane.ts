import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { DEFAULT_RUN_LIMITS } from '@/core/playground/recording';
import {
  CODE_LANE_NAME,
  codeLaneResult,
  codeTooLongResult,
  loadCodeLane,
  removeCodeLane,
  type CodeLaneResult,
  type CodeLaneSource,
  type RaceInput,
} from '@/core/race';
import { usePlaygroundRunner, type PythonState } from '@/player-ui/code-runner/usePlaygroundRunner';
import { sessionStore } from '@/state/store';

/** Where the learner's lane stands for the race's input. */
export type CodeLaneStatus =
  /** No code was handed to the race ("Race it" on Your Code), or its lane was removed. */
  | { readonly kind: 'none' }
  /** The race is on the Searching tab: a sort has nothing to race there. */
  | { readonly kind: 'other-tab' }
  /** Python is loading (its progress), or cannot load here. */
  | { readonly kind: 'python'; readonly state: Exclude<PythonState, { kind: 'ready' }> }
  /** The code is running on the race's input. */
  | { readonly kind: 'running' }
  | CodeLaneResult;

/**
 * The learner's lane: the code handed over from Your Code (kept for the tab), run through the same
 * sandboxed runner as there (the JavaScript worker, or Pyodide loaded on first use) on the race's own
 * input, again whenever that input changes. `remove` drops the lane and forgets the code.
 */
export function useCodeLane(input: RaceInput) {
  const [source, setSource] = useState<CodeLaneSource | null>(() => loadCodeLane(sessionStore));
  const { runner, python, loadPython } = usePlaygroundRunner(source?.language ?? 'javascript');
  const [outcome, setOutcome] = useState<{ input: RaceInput; result: CodeLaneResult } | null>(null);
  const sorting = input.kind === 'sorting';
  const runnerReady = source?.language !== 'python' || python.kind === 'ready';

  const runOn = useEffectEvent((code: CodeLaneSource, on: RaceInput, isCurrent: () => boolean) => {
    if (code.language === 'python' && python.kind === 'idle') loadPython();
    const active = runnerReady ? runner() : null;
    if (!active) return;
    active
      .run({
        language: code.language,
        code: code.code,
        input: { task: 'sort', array: on.values },
        limits: DEFAULT_RUN_LIMITS,
        countOnly: false,
      })
      .then(
        (run) => {
          if (isCurrent()) setOutcome({ input: on, result: codeLaneResult(on.values, run) });
        },
        (failed: unknown) => {
          // The runner itself failed (Python's worker could not start or died): said in the lane.
          const message = failed instanceof Error ? failed.message : String(failed);
          if (isCurrent())
            setOutcome({ input: on, result: { kind: 'failed', message: `${CODE_LANE_NAME}: ${message}` } });
        },
      );
  });

  // Code over the limit is refused before it reaches a runner.
  const tooLong = source === null ? null : codeTooLongResult(source.code);

  useEffect(() => {
    if (source === null || !sorting || codeTooLongResult(source.code)) return;
    let current = true;
    runOn(source, input, () => current);
    return () => {
      current = false;
    };
  }, [source, input, sorting, runnerReady]);

  const remove = useCallback(() => {
    removeCodeLane(sessionStore);
    setSource(null);
    setOutcome(null);
  }, []);

  let status: CodeLaneStatus;
  if (source === null) status = { kind: 'none' };
  else if (!sorting) status = { kind: 'other-tab' };
  else if (tooLong !== null) status = tooLong;
  else if (outcome !== null && outcome.input === input) status = outcome.result;
  else if (source.language === 'python' && python.kind !== 'ready')
    status = { kind: 'python', state: python };
  else status = { kind: 'running' };

  return { source, status, remove, retryPython: loadPython };
}
