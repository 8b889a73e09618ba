import { useMemo, useState, type ReactNode } from 'react';
import { useOperationPlayer } from '../usePlayNextRun';
import { useSearch } from 'wouter';
import { hashSceneHeight } from '@scenes/hash-table/layout';
import { SceneCanvas } from '@scenes/catalog/SceneCanvas';
import { SceneFigure } from '@scenes/host/SceneFigure';
import {
  decodeHashTableRunConfig,
  defaultHashTableRun,
  hashTableShareLink,
  historyAfter,
  keyCount,
  MAX_LOAD,
  operationRefusal,
  parseHashKey,
  showKey,
  traceHashTableRun,
  type HashMode,
  type HashOperation,
  type HashTableRun,
} from '@/core/hash-table';
import { LazyCodePanel } from '@/player-ui/LazyCodePanel';
import { StructurePageLayout } from '@/player-ui/StructurePageLayout';
import { playbackActions } from '@/player-ui/playbackActions';
import { STRUCTURE_PRACTICE_HINT } from '@/player-ui/practice/PracticePanel';
import { usePractice } from '@/player-ui/practice/usePractice';
import { NARRATION_CALLOUT, StepBadge, StructureWorkspace } from '@/player-ui/structure/StructureWorkspace';
import { hashTableTraceQuestions } from '@/core/practice/hashTableQuestions';
import { Stat } from '@/player-ui/Stats';
import { useCodeBeside } from '@/player-ui/VisualizerViews';
import { useShortcuts } from '@/player-ui/useShortcuts';
import { HashTableInformation } from './HashTableInformation';
import { HashTableMirror } from './HashTableMirror';
import { HashTableOperations } from './HashTableOperations';
import { HashWorking } from './HashWorking';
import { useStableCommands } from '@/ui/useStableCommands';

// The listing loads when it is first shown.
const hashTableListing = {
  chaining: () => import('@/core/hash-table/listings').then((module) => module.HASH_TABLE_LISTINGS.chaining),
  probing: () => import('@/core/hash-table/listings').then((module) => module.HASH_TABLE_LISTINGS.probing),
} satisfies Record<HashMode, unknown>;

const modeName = (mode: HashMode) => (mode === 'chaining' ? 'separate chaining' : 'linear probing');
const OPERATION_NAMES: Record<HashOperation, string> = {
  insert: 'Insert',
  search: 'Search',
  delete: 'Delete',
};

function readyMessage(run: HashTableRun, keys: number): string {
  const table = `a table of ${keys} key${keys === 1 ? '' : 's'} with ${modeName(run.mode)}`;
  return run.operation === null || run.key === null
    ? `Ready: ${table}.`
    : `Ready to ${run.operation} ${showKey(run.key)} in ${table}.`;
}

function useHashTableVisualization(
  codeBeside: boolean,
  code: (lineId: string | null, mode: HashMode) => ReactNode,
) {
  const search = useSearch();
  const [run, setRun] = useState(() => decodeHashTableRunConfig(search) ?? defaultHashTableRun());
  const [speed, setSpeed] = useState(run.speed);
  const [error, setError] = useState<string | null>(null);
  // Each operation is a new run; the scene starts from it in place rather than gliding from the last.
  const [runNumber, setRunNumber] = useState(0);
  const trace = useMemo(
    () => traceHashTableRun({ mode: run.mode, history: run.history, operation: run.operation, key: run.key }),
    [run.mode, run.history, run.operation, run.key],
  );
  const { state, player, playNextRun } = useOperationPlayer(trace, run.step, speed);
  const frame = trace.frameAt(state.index);
  const model = frame.model;
  const keys = model.buckets.reduce(
    (sum, bucket) => sum + bucket.filter((cell) => !cell.tombstone).length,
    0,
  );
  const tombstones = model.buckets.reduce(
    (sum, bucket) => sum + bucket.filter((cell) => cell.tombstone).length,
    0,
  );
  const narration = frame.step?.message ?? readyMessage(run, keys);

  const commands = useStableCommands({
    mode: (mode: HashMode) => {
      if (mode === run.mode) return;
      setError(null);
      setRunNumber((n) => n + 1);
      setRun({ mode, history: historyAfter(run), operation: null, key: null, speed, step: 0 });
    },
    run: (operation: HashOperation, raw: string) => {
      const parsed = parseHashKey(raw);
      if (!parsed.ok) {
        setError(parsed.message);
        return false;
      }
      // Every operation starts from the table as this run leaves it.
      const history = historyAfter(run);
      const refusal = operationRefusal(operation, keyCount(run.mode, history));
      if (refusal !== null) {
        setError(refusal);
        return false;
      }
      setError(null);
      playNextRun(true);
      setRunNumber((n) => n + 1);
      setRun({ mode: run.mode, history, operation, key: parsed.value, speed, step: 0 });
      return true;
    },
  });

  const { practice, actions } = usePractice({
    run: trace,
    build: () => hashTableTraceQuestions(trace, `hash-tables:${trace.stepCount}`),
    topic: { id: 'hash-tables', label: 'Hash Tables' },
    player,
    actions: playbackActions(player),
  });
  const shortcutTargets = useShortcuts(actions);
  const title =
    run.mode === 'chaining' ? 'Hash table with separate chaining' : 'Hash table with linear probing';
  const load = model.mode === 'chaining' ? keys / model.capacity : (keys + tombstones) / model.capacity;
  const lineId = state.index > 0 ? trace.lineAt(state.index - 1) : null;

  const shared = hashTableShareLink({ ...run, speed, step: state.index });
  return {
    lineId,
    mode: run.mode,
    content: (
      <StructureWorkspace
        title={title}
        badge={
          <StepBadge running={run.operation !== null} step={state.index}>
            {run.operation === null || run.key === null
              ? 'Ready'
              : `${OPERATION_NAMES[run.operation]} ${showKey(run.key)}: step ${state.index} of ${trace.stepCount}`}
          </StepBadge>
        }
        operations={<HashTableOperations mode={run.mode} error={error} commands={commands} />}
        playback={{
          practice,
          practiceHint: STRUCTURE_PRACTICE_HINT,
          state,
          stepCount: trace.stepCount,
          actions,
          speed,
          onSpeedChange: setSpeed,
          shareQuery: () => shared.query,
          shareNotice: shared.notice,
        }}
        codeBeside={codeBeside}
        codeLabel="Hash table code"
        code={codeBeside ? code(lineId, run.mode) : null}
        shortcutTargets={shortcutTargets}
      >
        <SceneFigure
          scene="hash-table"
          label={title}
          items={[]}
          mirror={<HashTableMirror model={model} label={title} answer={practice.answerTarget} />}
          narration={narration}
          className={NARRATION_CALLOUT}
        >
          <SceneCanvas
            height={(width) => hashSceneHeight(model, width)}
            scene={{ name: 'hash-table', props: { model }, key: runNumber }}
          />
        </SceneFigure>
        <HashWorking work={model.hashing} />
        <dl className="grid grid-cols-3 gap-2" aria-label="Summary" data-summary>
          <Stat label="Keys">{keys}</Stat>
          <Stat label="Buckets">{model.capacity}</Stat>
          <Stat label="Load factor">{`${load.toFixed(2)} / ${MAX_LOAD[model.mode]}`}</Stat>
        </dl>
        {model.result !== null ? (
          <p className="text-sm" data-testid="hash-result">
            Result: <strong>{model.result}</strong>
          </p>
        ) : null}
      </StructureWorkspace>
    ),
  };
}

/** The Hash Tables page: the same layout as the other data-structure pages, on the shared step player. */
export default function HashTablesPage() {
  const codeBeside = useCodeBeside();
  const code = (lineId: string | null, mode: HashMode) => (
    <LazyCodePanel load={hashTableListing[mode]} name="Hash table" lineId={lineId} beside={codeBeside} />
  );
  const { content, lineId, mode } = useHashTableVisualization(codeBeside, code);
  return (
    <StructurePageLayout
      title="Hash Tables"
      description="A hash function sends each key straight to a bucket. Insert, search and delete numbers and words, watch collisions resolved by chaining or by probing, and see the table grow and rehash when it fills up."
      viewsLabel="Hash table views"
      codeBeside={codeBeside}
      content={content}
      code={code(lineId, mode)}
      information={<HashTableInformation />}
    />
  );
}
