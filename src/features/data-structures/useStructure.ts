import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { SPEED_DEFAULT } from '@/core/player/player';
import type { PracticeQuestion } from '@/core/practice/questions';
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
import { useStepPlayer } from '@/player-ui/useStepPlayer';

interface Recorded<K extends StructureKind> {
  run: StructureRun<K>;
  trace: StructureTrace<K>;
  /** The view of every frame of the trace. */
  views: StructureView<K>[];
  /** The frame the player opens at. */
  startAt: number;
  /** Play from `startAt` at once (an operation just asked for); a shared link opens paused. */
  autoplay: boolean;
  /** What practice asks before the operation plays, if anything. */
  question: PracticeQuestion | null;
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
  const [recorded, setRecorded] = useState<Recorded<K>>(() => {
    const opened = link.decode(search);
    const run = opened ?? defaultStructureRun<K>();
    const { trace, views } = record(structure, run, null, allocate);
    const startAt = Math.min(opened?.step ?? 0, trace.stepCount);
    const script = trace.script;
    const question = script === null ? null : operationQuestion(script, nameOf(script.op), `${topic.id}:0`);
    return { run, trace, views, startAt, autoplay: false, question };
  });
  const { run, trace, views } = recorded;
  const { state, player } = useStepPlayer(trace, trace.stepCount, recorded.startAt, speed);

  // Each frame stays for its own recorded time (scaled by the speed), not one fixed interval.
  useEffect(
    () => paceByFrame(player, (index) => frameDurationMs(trace, index, speed)),
    [player, trace, speed],
  );
  useEffect(() => {
    if (recorded.autoplay) player.play();
  }, [player, recorded.autoplay]);

  const { question } = recorded;
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
  const enabled = enabledOperations(structure, trace.finalData, busy);

  const submit = (op: OperationOf<K>, raw: RawInput = {}): boolean => {
    if (!enabled[op]) return false;
    const checked = validateOperationInput(structure, op, raw, trace.finalData);
    if (!checked.ok) return false;
    const next: StructureRun<K> = { data: trace.finalData, operation: { op, input: checked.input } };
    // The new operation starts from the collection as the last one left it, element identities kept.
    const recordedNext = record(structure, next, views.at(-1) ?? null, allocate);
    const script = recordedNext.trace.script;
    askedRuns.current += 1;
    const asked =
      script === null ? null : operationQuestion(script, nameOf(op), `${topic.id}:${askedRuns.current}`);
    setEarlier({ answered: score.answered, right: score.right });
    // With a question to ask the run waits on its first frame; otherwise its first step shows at once.
    const startAt = practice.enabled && asked !== null ? 0 : 1;
    setRecorded({ run: next, ...recordedNext, startAt, autoplay: true, question: asked });
    return true;
  };

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
    shareQuery: link.encode({ ...run, speed, step: state.index }),
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
