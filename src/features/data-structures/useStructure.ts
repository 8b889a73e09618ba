import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { SPEED_DEFAULT } from '@/core/player/player';
import { operationQuestion } from '@/core/practice/structureQuestions';
import {
  createIdAllocator,
  defaultStructureRun,
  enabledOperations,
  frameDurationMs,
  idleTrace,
  paceByFrame,
  structureRunLink,
  structureViews,
  traceOperation,
  validateOperationInput,
  type AllocateId,
  type OperationOf,
  type RawInput,
  type StructureKind,
  type StructureRun,
  type StructureTrace,
  type StructureView,
} from '@/core/structures';
import { playbackActions } from '@/player-ui/playbackActions';
import { usePractice } from '@/player-ui/practice/usePractice';
import { useShortcuts } from '@/player-ui/useShortcuts';
import { useStableCommands } from '@/ui/useStableCommands';
import { useStepPlayer } from '@/player-ui/useStepPlayer';

/** An operation asked for (or the run a page opens with), recorded as it renders. */
interface RunRequest<K extends StructureKind> {
  run: StructureRun<K>;
  /** The view the collection was left in, whose element identities the new run keeps. */
  base: StructureView<K> | null;
  /** The step a shared link opens at; an operation asked for opens at its first step. */
  step: number;
  /** Play at once (an operation just asked for); a shared link opens paused. */
  autoplay: boolean;
  /** Practice was on when the operation was asked for: it waits on its first frame for the answer. */
  practiceAsks: boolean;
  /** The operation's name and the id of the question practice asks about it. */
  operationName: string;
  questionId: string;
}

function record<K extends StructureKind>(
  structure: K,
  run: StructureRun<K>,
  base: StructureView<K> | null,
  allocate: AllocateId,
): { trace: StructureTrace<K>; views: StructureView<K>[] } {
  const trace =
    run.operation === null
      ? idleTrace(structure, run.data)
      : traceOperation(structure, run.data, run.operation.op, run.operation.input);
  return { trace, views: structureViews(trace, base, allocate) };
}

/**
 * One page's operations on the shared step player: each operation is recorded as a trace and played
 * frame by frame at its recorded pace; the collection the last operation leaves is where the next one
 * starts. Practice asks for a prediction before an operation plays; a shared link reopens the same
 * collection, operation and step.
 *
 * The operation is recorded as the new run renders, so that a caller that asks for it in a transition
 * (the operations panel) leaves all of that work out of the tap's task.
 */
export function useStructureRun<K extends StructureKind>(
  structure: K,
  topic: { id: string; label: string },
  nameOf: (op: OperationOf<K>) => string,
) {
  const search = useSearch();
  const link = useMemo(() => structureRunLink(structure), [structure]);
  const [allocate] = useState(createIdAllocator);
  const [speed, setSpeed] = useState(() => link.decode(search)?.speed ?? SPEED_DEFAULT);
  const [request, setRequest] = useState<RunRequest<K>>(() => {
    const opened = link.decode(search);
    const run = opened ?? defaultStructureRun<K>();
    return {
      run,
      base: null,
      step: opened?.step ?? 0,
      autoplay: false,
      practiceAsks: false,
      operationName: run.operation === null ? '' : nameOf(run.operation.op),
      questionId: `${topic.id}:0`,
    };
  });
  const { trace, views, startAt, question } = useMemo(() => {
    const recorded = record(structure, request.run, request.base, allocate);
    const script = recorded.trace.script;
    const asked =
      script === null ? null : operationQuestion(script, request.operationName, request.questionId);
    // A shared link opens at its step; with a question to ask an operation waits on its first frame,
    // otherwise its first step shows at once.
    const opensAt = !request.autoplay ? request.step : request.practiceAsks && asked !== null ? 0 : 1;
    return { ...recorded, startAt: Math.min(opensAt, recorded.trace.stepCount), question: asked };
  }, [structure, request, allocate]);
  const { run } = request;
  const { state, player } = useStepPlayer(trace, trace.stepCount, startAt, speed, request.autoplay);

  // Each frame stays for its own recorded time (scaled by the speed), not one fixed interval. Set as
  // the run commits, so that its timer is running by the time the scene shows it.
  useLayoutEffect(
    () => paceByFrame(player, (index) => frameDurationMs(trace, index, speed)),
    [player, trace, speed],
  );

  const askedRuns = useRef(0);
  const { practice, actions } = usePractice({
    run: trace,
    build: () => (question === null ? [] : [question]),
    topic,
    player,
    actions: playbackActions(player),
  });
  const shortcutTargets = useShortcuts(actions);

  // usePractice scores one run; on these pages every operation is a run, so earlier ones add up here.
  const [earlier, setEarlier] = useState({ answered: 0, right: 0 });
  const score = {
    ...practice.score,
    answered: earlier.answered + practice.score.answered,
    right: earlier.right + practice.score.right,
  };

  // Operation buttons work only while the page is idle: no operation mid-way (playing, paused or stepped
  // back into) and no practice question open.
  const busy = state.index < trace.stepCount || practice.pending !== null;
  const enabled = useMemo(
    () => enabledOperations(structure, trace.finalData, busy),
    [structure, trace, busy],
  );

  const { submit } = useStableCommands({
    submit: (op: OperationOf<K>, raw: RawInput = {}): boolean => {
      if (!enabled[op]) return false;
      const checked = validateOperationInput(structure, op, raw, trace.finalData);
      if (!checked.ok) return false;
      askedRuns.current += 1;
      const next: RunRequest<K> = {
        run: { data: trace.finalData, operation: { op, input: checked.input } },
        // The new operation starts from the collection as the last one left it, element identities kept.
        base: views.at(-1) ?? null,
        step: 1,
        autoplay: true,
        practiceAsks: practice.enabled,
        operationName: nameOf(op),
        questionId: `${topic.id}:${askedRuns.current}`,
      };
      setEarlier({ answered: score.answered, right: score.right });
      setRequest(next);
      return true;
    },
  });

  return {
    trace,
    state,
    view: views[state.index] ?? (views[0] as StructureView<K>),
    speed,
    setSpeed,
    practice: { ...practice, score },
    actions,
    shortcutTargets,
    enabled,
    submit,
    shareQuery: () => link.encode({ ...run, speed, step: state.index }),
    lineId: state.index > 0 ? trace.lineAt(state.index - 1) || null : null,
  };
}

/** The content width of an element, following resizes (0 until first measured). */
export function useElementWidth<T extends HTMLElement>(): [(element: T | null) => () => void, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((element: T | null) => {
    if (!element) return () => {};
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
