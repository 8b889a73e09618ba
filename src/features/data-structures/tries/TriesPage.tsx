import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useOperationPlayer } from '../usePlayNextRun';
import { useSearch } from 'wouter';
import { NodeLinkViewport, useNodeLinkView, ZoomControls } from '@scenes/host/NodeLinkFrame';
import { SceneCanvas } from '@scenes/catalog/SceneCanvas';
import { SceneFigure } from '@scenes/host/SceneFigure';
import {
  forestCanvasHeight,
  forestGeometry,
  forestMinWidth,
  forestNodePlaces,
} from '@scenes/host/forestLayout';
import { trieForest } from '@scenes/trie/layout';
import {
  decodeTrieRunConfig,
  defaultTrieRun,
  encodeTrieRunConfig,
  finalWords,
  parseWord,
  parseWords,
  TEXTBOOK_WORDS,
  traceTrieRun,
  trieRefusal,
  type TrieOperation,
  type TrieRun,
} from '@/core/trie';
import { trieTraceQuestions } from '@/core/practice/trieQuestions';
import { LazyCodePanel } from '@/player-ui/LazyCodePanel';
import { StructurePageLayout } from '@/player-ui/StructurePageLayout';
import { Stat } from '@/player-ui/Stats';
import { useCodeBeside } from '@/player-ui/VisualizerViews';
import { useShortcuts } from '@/player-ui/useShortcuts';
import { playbackActions } from '@/player-ui/playbackActions';
import { STRUCTURE_PRACTICE_HINT } from '@/player-ui/practice/PracticePanel';
import { usePractice } from '@/player-ui/practice/usePractice';
import { NARRATION_CALLOUT, StepBadge, StructureWorkspace } from '@/player-ui/structure/StructureWorkspace';
import { TrieInformation } from './TrieInformation';
import { TrieMirror } from './TrieMirror';
import { TrieOperations } from './TrieOperations';
import { useStableCommands } from '@/ui/useStableCommands';

// The listing loads when it is first shown.
const trieListing = () => import('@/core/trie/listings').then((module) => module.TRIE_LISTINGS);

const OPERATION_NAMES: Record<TrieOperation, string> = {
  insert: 'Insert',
  search: 'Search',
  startsWith: 'Starts with',
  delete: 'Delete',
};

function readyMessage(run: TrieRun): string {
  const count = run.words.length;
  const trie = count === 0 ? 'an empty trie' : `a trie of ${count} word${count === 1 ? '' : 's'}`;
  return run.operation === null
    ? `Ready: ${trie}.`
    : `Ready: ${OPERATION_NAMES[run.operation].toLowerCase()} "${run.word ?? ''}" in ${trie}.`;
}

function useTrieVisualization(codeBeside: boolean, code: (lineId: string | null) => ReactNode) {
  const search = useSearch();
  const [run, setRun] = useState(() => decodeTrieRunConfig(search) ?? defaultTrieRun());
  const [speed, setSpeed] = useState(run.speed);
  const [error, setError] = useState<string | null>(null);
  // Each operation is a new run; the scene starts from it in place rather than gliding from the last.
  // New words keep the scene, so the old trie glides into the new one.
  const [runNumber, setRunNumber] = useState(0);
  const trace = useMemo(
    () => traceTrieRun({ words: run.words, operation: run.operation, word: run.word }),
    [run.words, run.operation, run.word],
  );
  const geometry = useMemo(
    () => forestGeometry([trace.frameAt(0).model, ...trace.steps.map((step) => step.model)].map(trieForest)),
    [trace],
  );
  const { state, player, playNextRun } = useOperationPlayer(trace, run.step, speed);
  const frame = trace.frameAt(state.index);
  const model = frame.model;
  const narration = frame.step?.message ?? readyMessage(run);

  const start = (
    words: readonly string[],
    operation: TrieOperation | null,
    word: string | null,
    glide = false,
  ) => {
    setError(null);
    playNextRun(operation !== null);
    if (!glide) setRunNumber((n) => n + 1);
    setRun({ words, operation, word, speed, step: 0 });
  };
  /** Every new operation starts from the trie as this run leaves it. */
  const operate = (operation: TrieOperation, raw: string): boolean => {
    const parsed = parseWord(raw, operation === 'startsWith' ? 'a prefix' : 'a word');
    if (!parsed.ok) {
      setError(parsed.message);
      return false;
    }
    const words = finalWords(trace);
    const refusal = trieRefusal(operation, words.length, !words.includes(parsed.value));
    if (refusal !== null) {
      setError(refusal);
      return false;
    }
    start(words, operation, parsed.value);
    return true;
  };
  const commands = useStableCommands({
    insert: (raw: string) => operate('insert', raw),
    search: (raw: string) => void operate('search', raw),
    remove: (raw: string) => void operate('delete', raw),
    startsWith: (raw: string) => void operate('startsWith', raw),
    build: (raw: string) => {
      const parsed = parseWords(raw);
      if (!parsed.ok) return setError(parsed.message);
      start(parsed.value, null, null, true);
    },
    textbook: () => start([...TEXTBOOK_WORDS], null, null, true),
  });

  const { practice, actions } = usePractice({
    run: trace,
    build: () => trieTraceQuestions(trace, run.word, `tries:${trace.stepCount}`),
    topic: { id: 'tries', label: 'Tries' },
    player,
    actions: playbackActions(player),
  });
  const shortcutTargets = useShortcuts(actions);
  const frameRef = useRef<HTMLDivElement>(null);
  const view = useNodeLinkView(frameRef, forestMinWidth(geometry));
  const nodes = useMemo(() => trieForest(model), [model]);
  const places = useMemo(
    () => forestNodePlaces(nodes, geometry, view.width, view.zoom),
    [nodes, geometry, view.width, view.zoom],
  );
  const wordCount = model.nodes.filter((node) => node.end).length;
  const label = `Trie of ${wordCount} words in ${model.nodes.length} nodes`;
  const counts = frame.counts;

  const lineId = state.index > 0 ? trace.lineAt(state.index - 1) : null;
  return {
    lineId,
    content: (
      <StructureWorkspace
        title="Trie"
        badge={
          <StepBadge running={run.operation !== null} step={state.index}>
            {run.operation === null
              ? 'Ready'
              : `${OPERATION_NAMES[run.operation]} "${run.word ?? ''}": step ${state.index} of ${trace.stepCount}`}
          </StepBadge>
        }
        operations={<TrieOperations error={error} commands={commands} />}
        playback={{
          practice,
          practiceHint: STRUCTURE_PRACTICE_HINT,
          state,
          stepCount: trace.stepCount,
          actions,
          speed,
          onSpeedChange: setSpeed,
          shareQuery: () => encodeTrieRunConfig({ ...run, speed, step: state.index }),
        }}
        codeBeside={codeBeside}
        codeLabel="Trie code"
        code={codeBeside ? code(lineId) : null}
        shortcutTargets={shortcutTargets}
      >
        <SceneFigure
          scene="trie"
          label={label}
          items={[]}
          mirror={<TrieMirror model={model} label="Trie" places={places} origin={view.origin} />}
          narration={narration}
          className={NARRATION_CALLOUT}
          controls={<ZoomControls view={view} label={label} />}
        >
          <NodeLinkViewport frameRef={frameRef} view={view}>
            <SceneCanvas
              height={(width) => forestCanvasHeight(geometry, width, view.zoom)}
              scene={{ name: 'trie', props: { model, geometry, zoom: view.zoom }, key: runNumber }}
            />
          </NodeLinkViewport>
        </SceneFigure>
        {model.result !== null ? (
          <p className="rounded-xl border border-border px-3 py-2 text-sm" data-testid="trie-answer">
            <span className="font-medium text-muted">Answer: </span>
            <output data-result className="font-mono font-semibold">
              {model.result}
            </output>
          </p>
        ) : null}
        {model.matches !== null ? (
          <div className="space-y-1.5">
            <h3 className="text-sm font-medium" id="trie-autocomplete">
              Autocomplete for “{run.word}”
            </h3>
            {model.matches.length === 0 ? (
              <p className="text-sm text-muted">No suggestions.</p>
            ) : (
              <ul aria-labelledby="trie-autocomplete" data-autocomplete className="flex flex-wrap gap-1.5">
                {model.matches.map((match) => (
                  <li key={match} className="rounded-lg bg-surface-2 px-2 py-1 font-mono text-sm">
                    {match}
                  </li>
                ))}
              </ul>
            )}
          </div>
        ) : null}
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Summary" data-summary>
          <Stat label="Words">{wordCount}</Stat>
          <Stat label="Nodes">{model.nodes.length}</Stat>
          <Stat label="Nodes visited">{counts.visited ?? 0}</Stat>
          <Stat label="Nodes added">{counts.added ?? 0}</Stat>
        </dl>
      </StructureWorkspace>
    ),
  };
}

/** The Tries page: the same layout as the other data-structure pages, on the shared step player. */
export default function TriesPage() {
  const codeBeside = useCodeBeside();
  const code = (lineId: string | null) => (
    <LazyCodePanel load={trieListing} name="Trie" lineId={lineId} beside={codeBeside} />
  );
  const { content, lineId } = useTrieVisualization(codeBeside, code);
  return (
    <StructurePageLayout
      title="Tries"
      description="A prefix tree: one letter per level, words that share a beginning share its nodes, and each word's last node is end-marked. Insert, search, delete and list the words under a prefix, as autocomplete does."
      viewsLabel="Trie views"
      codeBeside={codeBeside}
      content={content}
      code={code(lineId)}
      information={<TrieInformation />}
    />
  );
}
