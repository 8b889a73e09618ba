import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { pickTarget } from '@/core/algorithms/presets';
import { GRAPH_PRESETS, graphPreset, type GraphPresetId } from '@/core/graph/presets';
import { isGraphPresetId } from '@/core/graph';
import {
  adjacencyOf,
  ARRAY_PRESETS,
  PLAYGROUND_SIZE_DEFAULT,
  PLAYGROUND_SIZE_MAX,
  PLAYGROUND_SIZE_MIN,
  presetArray,
  type ArrayPreset,
} from '@/core/playground/input';
import type { Graph } from '@/core/graph/graph';
import { EdgeListEditor } from '@/player-ui/graph/EdgeListEditor';
import { arrayPlayback, graphFrames, narrate } from '@/core/playground/playback';
import {
  DEFAULT_RUN_LIMITS,
  type CodeRunner,
  type PlaygroundLanguage,
  type PlaygroundTask,
  type RecordedRun,
  type TaskInput,
} from '@/core/playground/recording';
import { TASK_LABELS, TEMPLATES } from '@/core/playground/templates';
import { judge, type Verdict } from '@/core/playground/verdict';
import {
  judgeStability,
  stabilityInput,
  stabilityRerunNote,
  type StabilityVerdict,
} from '@/core/playground/stability';
import { loadSavedCodes, saveCode } from '@/core/playground/savedCode';
import {
  decodePlaygroundLink,
  encodePlaygroundLink,
  playgroundLinkNotice,
  shareCodeProblem,
} from '@/core/playground/shareLink';
import { localStore } from '@/state/store';
import { LinkNotice } from '@/ui/LinkNotice';
import { ShareButton } from '@/player-ui/ShareButton';
import { newSeed } from '@/core/random';
import { Button } from '@/ui/Button';
import { Card } from '@/ui/Card';
import { PageHeader } from '@/ui/PageHeader';
import { Slider } from '@/ui/Slider';
import { SpeedSlider } from '@/player-ui/PlayerSettings';
import { MediaBar, useSceneIntoView } from '@/player-ui/MediaBar';
import { PlaybackControls, ShortcutHint } from '@/player-ui/PlaybackControls';
import { playbackActions } from '@/player-ui/playbackActions';
import { TypedInputForm } from '@/player-ui/TypedInputForm';
import { useShortcuts } from '@/player-ui/useShortcuts';
import { useStepPlayer } from '@/player-ui/useStepPlayer';
import { BuiltInComparison } from './BuiltInComparison';
import { GrowthPanel } from './growth/GrowthPanel';
import { ArrayScene, GraphRunScene } from './PlaygroundScene';
import { PythonLoading } from '@/player-ui/code-runner/PythonLoading';
import { editorBoxHeight } from './editorBox';
import { loadCodeEditor } from './loadCodeEditor';
import { RaceItButton } from './RaceItButton';
import { usePlaygroundRunner } from '@/player-ui/code-runner/usePlaygroundRunner';
import { errorText, readyNarration } from '@/core/playground/statusText';

const CodeEditor = lazy(loadCodeEditor);

const LANGUAGES: readonly { id: PlaygroundLanguage; label: string }[] = [
  { id: 'javascript', label: 'JavaScript' },
  { id: 'python', label: 'Python' },
];
const TASKS: readonly PlaygroundTask[] = ['sort', 'search', 'bfs'];
/** The graph picker's value while the graph is the learner's edge list. */
const TYPED_GRAPH = 'typed';

/** A finished run with what it ran (the editor and the input fields may change after it). */
interface Finished {
  readonly run: RecordedRun;
  readonly input: TaskInput;
  readonly verdict: Verdict | null;
  readonly language: PlaygroundLanguage;
  readonly code: string;
  readonly graphId: GraphPresetId;
  /** The graph a BFS ran on: the preset's, or the one typed as an edge list. */
  readonly graph: Graph;
  /** Whether that graph was typed (a shared link then carries its edges rather than the preset). */
  readonly typedGraph: boolean;
  /** The step playback opens at (a shared link's). */
  readonly startStep: number;
}

export default function PlaygroundPage() {
  const search = useSearch();
  // A shared link's run, opened (and run) once; otherwise the last JavaScript written in this browser.
  // The code travels in the link's fragment (older links carry it in the query); a page rendered at
  // build time has none.
  const [link] = useState(() => `${search}${typeof window === 'undefined' ? '' : window.location.hash}`);
  const [opened] = useState(() => decodePlaygroundLink(link));
  const [notice] = useState(() => playgroundLinkNotice(link));
  const [saved] = useState(() => loadSavedCodes(localStore));
  const start = opened ?? {
    language: 'javascript' as const,
    ...(saved.javascript ?? { task: 'sort' as const }),
  };
  const [language, setLanguage] = useState<PlaygroundLanguage>(start.language);
  const [task, setTask] = useState<PlaygroundTask>(start.task);
  const [code, setCode] = useState(
    opened?.code ?? saved.javascript?.code ?? TEMPLATES[start.language][start.task],
  );
  const [size, setSize] = useState(PLAYGROUND_SIZE_DEFAULT);
  const [preset, setPreset] = useState<ArrayPreset>('random');
  const [seed, setSeed] = useState(1);
  const [typed, setTyped] = useState<{ values: number[]; target: number | null } | null>(() =>
    opened?.values ? { values: [...opened.values], target: opened.target } : null,
  );
  const [graphId, setGraphId] = useState<GraphPresetId>(opened?.graph ?? 'tree');
  const [typedGraph, setTypedGraph] = useState<Graph | null>(opened?.edges ?? null);
  const [finished, setFinished] = useState<Finished | null>(null);
  const [running, setRunning] = useState(false);
  /** "How does it scale?" is measuring: Run waits, Stop ends it. */
  const [growing, setGrowing] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [speed, setSpeed] = useState(opened?.speed ?? 50);
  const { runner, python, loadPython } = usePlaygroundRunner(language);
  const pendingLink = useRef(opened);
  /** For the last sort judged sorted: whether it is stable (from a second, count-only run), or still checking. */
  const [stability, setStability] = useState<StabilityVerdict | 'checking' | null>(null);
  /** Counts runs, so a stability check that a newer run overtook is not shown. */
  const runCount = useRef(0);
  /** Set when a run has been recorded without an error: the scene is then brought into view. */
  const [recorded, setRecorded] = useState(false);
  /** The function the learner picked to call, when their code has several that could be the one. */
  const [entry, setEntry] = useState<string | undefined>(undefined);

  const values = useMemo(() => typed?.values ?? presetArray(preset, size, seed), [typed, preset, size, seed]);
  const target = typed?.target ?? pickTarget(seed, values) ?? 0;
  const graph = useMemo(() => typedGraph ?? graphPreset(graphId), [typedGraph, graphId]);
  const noVertex = task === 'bfs' && graph.vertices.length === 0;
  const input: TaskInput = useMemo(() => {
    if (task === 'sort') return { task, array: values };
    if (task === 'search') return { task, array: values, target };
    return { task, adjacency: adjacencyOf(graph), source: graph.vertices[0] ?? 'A' };
  }, [task, values, target, graph]);

  const chooseTemplate = (nextLanguage: PlaygroundLanguage, nextTask: PlaygroundTask) => {
    if (nextLanguage === 'python') loadPython();
    setLanguage(nextLanguage);
    setTask(nextTask);
    setCode(TEMPLATES[nextLanguage][nextTask]);
    setFinished(null);
    setFailure(null);
    // A stability check still going belongs to the code being replaced.
    runCount.current += 1;
    setStability(null);
    setRecorded(false);
    setEntry(undefined);
  };
  /** Another language: the last code written in it in this browser, or its template. */
  const chooseLanguage = (nextLanguage: PlaygroundLanguage) => {
    if (nextLanguage === language) return;
    const last = loadSavedCodes(localStore)[nextLanguage];
    chooseTemplate(nextLanguage, last?.task ?? task);
    if (last) setCode(last.code);
  };
  const editCode = (next: string) => {
    setCode(next);
    saveCode(localStore, language, { task, code: next });
  };

  /** Runs the code on the input and shows the run; resolves with it (null when there was none). */
  const run = async (startStep = 0, chosen = entry): Promise<RecordedRun | null> => {
    const active = runner();
    if (!active || running || growing || noVertex) return null;
    const thisRun = ++runCount.current;
    setRunning(true);
    setStopped(false);
    setFailure(null);
    setStability(null);
    setRecorded(false);
    let recorded: RecordedRun;
    try {
      recorded = await active.run({
        language,
        code,
        input,
        limits: DEFAULT_RUN_LIMITS,
        countOnly: false,
        ...(chosen === undefined ? {} : { entry: chosen }),
      });
    } catch (failed) {
      // The runner itself failed (Python's worker could not start or died): said, not swallowed.
      setRunning(false);
      setFailure(failed instanceof Error ? failed.message : String(failed));
      return null;
    }
    setRunning(false);
    if (recorded.error?.kind === 'stopped') {
      setStopped(true);
      return recorded;
    }
    const verdict = recorded.error ? null : judge(input, recorded);
    setRecorded(recorded.error === null);
    setFinished({
      run: recorded,
      input,
      verdict,
      language,
      code,
      graphId,
      graph,
      typedGraph: typedGraph !== null,
      startStep: Math.min(startStep, recorded.operations.length),
    });
    if (input.task === 'sort' && verdict?.ok) {
      setStability('checking');
      // Not awaited: "Race it" goes on with the run while the page checks its stability.
      void checkStability(active, language, code, input.array, chosen).then((checked) => {
        // A newer run (which stops this check) has its own.
        if (runCount.current === thisRun) setStability(checked === 'stopped' ? null : checked);
      });
    }
    return recorded;
  };
  const stop = () => runner()?.stop();

  // A shared link runs its code as soon as its language's runner is there (Python once it has loaded).
  const runnerReady = language === 'javascript' || python.kind === 'ready';
  useEffect(() => {
    const link = pendingLink.current;
    if (link === null) return;
    if (link.language === 'python' && python.kind === 'idle') loadPython();
    if (!runnerReady) return;
    pendingLink.current = null;
    void run(link.step);
  });

  const operations = finished?.run.operations ?? [];
  const { player, state } = useStepPlayer(finished, operations.length, finished?.startStep ?? 0, speed);
  const actions = playbackActions(player);
  const shortcuts = useShortcuts(actions);
  // The scene comes into view once a run is recorded (on a phone it is below the editor), and on Play.
  const { stageRef, barRef, stuck } = useSceneIntoView(recorded || state.status === 'running');

  const arrays = useMemo(
    () =>
      finished && finished.input.task !== 'bfs'
        ? arrayPlayback(finished.input.array, finished.run.operations)
        : null,
    [finished],
  );
  const graphSteps = useMemo(
    () => (finished?.input.task === 'bfs' ? graphFrames(finished.run.operations) : null),
    [finished],
  );
  const operation = state.index > 0 ? operations[state.index - 1] : undefined;
  const narration = operation
    ? narrate(operation)
    : finished
      ? readyNarration(operations.length, finished.run.error !== null)
      : 'Press Run to record your function on this input.';
  const error = finished?.run.error ?? null;
  const marks = useMemo(
    () => ({
      stepLine: operation?.line ?? null,
      error: error?.line ? { line: error.line, column: error.column } : null,
    }),
    [operation, error],
  );

  // An error (the code's, or the runner's own) is an alert; anything else a polite status.
  const alert = running || stopped ? null : (failure ?? (error ? errorText(error) : null));
  const status = running ? 'Running your code…' : stopped ? 'Stopped.' : (finished?.verdict?.message ?? '');
  const counts = finished?.run.counts;
  // Kept while the run stays the same, so the comparison is not worked out again at each step.
  const compared = useMemo(
    () => (finished && !finished.run.error ? { input: finished.input, graph: finished.graph } : null),
    [finished],
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-10" {...shortcuts}>
      <PageHeader
        title="Your Code"
        description="Write a sort, a search or a breadth-first search, run it on an input, and watch your own code on the same pictures as the built-in algorithms."
      />
      <LinkNotice message={notice} />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="min-w-0 space-y-4">
          <div className="flex flex-wrap gap-4">
            <div role="group" aria-label="Language" className="flex gap-2">
              {LANGUAGES.map(({ id, label }) => (
                <Button
                  key={id}
                  size="sm"
                  variant={language === id ? 'primary' : 'outline'}
                  aria-pressed={language === id}
                  onClick={() => chooseLanguage(id)}
                >
                  {label}
                </Button>
              ))}
            </div>
            <div role="group" aria-label="Template" className="flex gap-2">
              {TASKS.map((id) => (
                <Button
                  key={id}
                  size="sm"
                  variant={task === id ? 'secondary' : 'outline'}
                  aria-pressed={task === id}
                  onClick={() => chooseTemplate(language, id)}
                >
                  {TASK_LABELS[id]}
                </Button>
              ))}
            </div>
          </div>
          {language === 'python' && python.kind !== 'ready' ? (
            <PythonLoading state={python} onRetry={loadPython} />
          ) : null}
          <Suspense
            fallback={
              <div
                className="rounded-xl border border-border"
                style={{ height: editorBoxHeight(code) }}
                aria-busy="true"
              />
            }
          >
            <CodeEditor
              value={code}
              language={language}
              marks={marks}
              onChange={editCode}
              onRun={() => void run()}
            />
          </Suspense>
          <div className="flex flex-wrap items-center gap-3">
            <Button
              onClick={() => void run()}
              disabled={running || growing || noVertex || (language === 'python' && python.kind !== 'ready')}
            >
              Run
            </Button>
            <Button variant="outline" onClick={stop} disabled={!running && !growing}>
              Stop
            </Button>
            {task === 'sort' ? (
              <RaceItButton
                language={language}
                code={code}
                values={values}
                ranWithoutError={
                  finished !== null &&
                  finished.run.error === null &&
                  finished.code === code &&
                  finished.language === language &&
                  finished.input === input
                }
                run={run}
                disabled={running || growing || (language === 'python' && python.kind !== 'ready')}
              />
            ) : null}
            <p className="text-xs text-muted">Ctrl+Enter (⌘+Enter on a Mac) runs from the editor.</p>
          </div>
          {task !== 'bfs' ? (
            <GrowthPanel
              key={`${language}-${task}`}
              runner={runner}
              request={{ language, code, task, preset: typed ? 'random' : preset, seed, entry }}
              disabled={running || (language === 'python' && python.kind !== 'ready')}
              onBusyChange={setGrowing}
            />
          ) : null}
          {alert !== null ? (
            <p
              role="alert"
              data-testid="playground-status"
              className="rounded-lg border border-danger bg-surface-2 px-3 py-2 text-sm font-medium text-danger"
            >
              {alert}
            </p>
          ) : (
            <p
              role="status"
              aria-live="polite"
              data-testid="playground-status"
              className="min-h-6 text-sm font-medium"
            >
              {status}
            </p>
          )}
          {finished?.run.candidates ? (
            <EntryPicker
              candidates={finished.run.candidates}
              disabled={running || growing}
              onPick={(name) => {
                setEntry(name);
                void run(0, name);
              }}
            />
          ) : null}
          {finished?.run.call ? (
            <p className="text-sm text-muted" data-testid="playground-call">
              Called {finished.run.call}.
            </p>
          ) : null}
          {stability ? (
            <>
              <p aria-live="polite" data-testid="playground-stability" className="text-sm">
                {stability === 'checking' ? 'Checking whether it is stable…' : stability.message}
              </p>
              <p data-testid="playground-stability-note" className="text-sm text-muted">
                {stabilityRerunNote(stability)}
              </p>
            </>
          ) : null}
          {counts ? (
            <p className="text-sm text-muted" data-testid="playground-counts">
              {task === 'bfs'
                ? `Visits: ${counts.visits} · Edges examined: ${counts.edges}`
                : `Comparisons: ${counts.comparisons} · Reads: ${counts.reads} · Writes: ${counts.writes} · Swaps: ${counts.swaps}`}
            </p>
          ) : null}
          <BuiltInComparison run={compared} />
          {finished && finished.run.output.length > 0 ? (
            <section aria-label="Output">
              <h2 className="text-sm font-medium">Output</h2>
              <pre
                data-testid="playground-output"
                className="mt-1 max-h-40 overflow-auto rounded-lg bg-surface-2 p-2 text-xs"
              >
                {finished.run.output.join('\n')}
              </pre>
            </section>
          ) : null}
        </Card>

        <Card className="min-w-0 space-y-4">
          <h2 className="text-lg font-semibold">Input</h2>
          {task === 'bfs' ? (
            <>
              <label className="flex flex-col gap-1 text-sm font-medium">
                Graph
                <select
                  className="h-9 rounded-lg border border-border bg-surface px-2"
                  value={typedGraph ? TYPED_GRAPH : graphId}
                  onChange={(event) => {
                    if (!isGraphPresetId(event.target.value)) return;
                    setGraphId(event.target.value);
                    setTypedGraph(null);
                  }}
                >
                  {GRAPH_PRESETS.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.label}
                    </option>
                  ))}
                  {typedGraph ? <option value={TYPED_GRAPH}>Your edge list</option> : null}
                </select>
                <span className="text-xs font-normal text-muted">
                  BFS starts from {graph.vertices[0] ?? 'its first vertex'}.
                </span>
              </label>
              <EdgeListEditor graph={graph} disabled={running} onGraph={setTypedGraph} />
              {noVertex ? (
                <p role="alert" className="text-sm text-danger">
                  The edge list has no vertex for BFS to start from.
                </p>
              ) : null}
            </>
          ) : (
            <>
              <Slider
                label="Array size"
                value={size}
                min={PLAYGROUND_SIZE_MIN}
                max={PLAYGROUND_SIZE_MAX}
                onValueChange={(next) => {
                  setSize(next);
                  setTyped(null);
                }}
              />
              <div role="group" aria-label="Array preset" className="flex flex-wrap gap-2">
                {ARRAY_PRESETS.map((option) => (
                  <Button
                    key={option.id}
                    size="sm"
                    variant={preset === option.id && !typed ? 'secondary' : 'outline'}
                    aria-pressed={preset === option.id && !typed}
                    onClick={() => {
                      setPreset(option.id);
                      setSeed(newSeed());
                      setTyped(null);
                    }}
                  >
                    {option.label}
                  </Button>
                ))}
              </div>
              <TypedInputForm
                searching={task === 'search'}
                values={values}
                target={task === 'search' ? target : null}
                disabled={running}
                onApply={(nextValues, nextTarget) => setTyped({ values: nextValues, target: nextTarget })}
              />
              {task === 'search' ? <p className="text-sm">Search target: {target}</p> : null}
            </>
          )}
        </Card>
      </div>

      <section aria-label="Playback" className="mt-8 space-y-4">
        <div ref={stageRef}>
          {finished?.input.task === 'bfs' && graphSteps ? (
            <GraphRunScene
              graph={finished.graph}
              frame={graphSteps[state.index] ?? graphSteps[0]!}
              narration={narration}
            />
          ) : finished && arrays && finished.input.task !== 'bfs' ? (
            <ArrayScene
              task={finished.input.task}
              frame={arrays.frameAt(state.index)}
              narration={narration}
            />
          ) : (
            <p className="rounded-xl bg-surface-2 p-6 text-sm text-muted" data-narration>
              {narration}
            </p>
          )}
        </div>
        {finished ? (
          <MediaBar ref={barRef} stuck={stuck}>
            <PlaybackControls
              state={state}
              stepCount={operations.length}
              actions={actions}
              playLabel="Play"
              playDisabled={operations.length === 0}
            />
            <SpeedSlider speed={speed} onSpeedChange={setSpeed} />
            <ShortcutHint />
            <ShareRun finished={finished} speed={speed} step={state.index} />
          </MediaBar>
        ) : null}
      </section>
    </div>
  );
}

/**
 * Runs the learner's sort again, counting only, on an array with repeated values whose values each
 * remember where they started, and judges whether equal values kept their order. 'stopped' when the
 * learner pressed Stop meanwhile.
 */
async function checkStability(
  runner: CodeRunner,
  language: PlaygroundLanguage,
  code: string,
  array: readonly number[],
  entry: string | undefined,
): Promise<StabilityVerdict | 'stopped'> {
  const repeated = stabilityInput(array);
  let recorded: RecordedRun;
  try {
    recorded = await runner.run({
      language,
      code,
      input: { task: 'sort', array: repeated },
      limits: DEFAULT_RUN_LIMITS,
      countOnly: true,
      tagOrigins: true,
      ...(entry === undefined ? {} : { entry }),
    });
  } catch (failed) {
    return {
      stable: null,
      message: `Stability could not be checked: ${failed instanceof Error ? failed.message : String(failed)}`,
    };
  }
  if (recorded.error?.kind === 'stopped') return 'stopped';
  return judgeStability(repeated, recorded);
}

/** The functions that could be the one to call, for the learner to pick from (which runs it). */
function EntryPicker({
  candidates,
  disabled,
  onPick,
}: {
  candidates: readonly string[];
  disabled: boolean;
  onPick: (name: string) => void;
}) {
  return (
    <fieldset className="space-y-1 text-sm" data-testid="playground-entry">
      <legend className="font-medium">Which function should run?</legend>
      <div className="flex flex-wrap gap-3">
        {candidates.map((name) => (
          <label key={name} className="inline-flex items-center gap-1.5 font-mono">
            <input
              type="radio"
              name="playground-entry"
              value={name}
              disabled={disabled}
              onChange={() => onPick(name)}
            />
            {name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** "Share this run": a link to the code, its input and this step; or why this code is too long for one. */
function ShareRun({ finished, speed, step }: { finished: Finished; speed: number; step: number }) {
  const problem = shareCodeProblem(finished.code);
  if (problem !== null)
    return (
      <p className="text-sm text-muted" data-testid="share-problem">
        {problem}
      </p>
    );
  const { input } = finished;
  const query = encodePlaygroundLink({
    language: finished.language,
    task: input.task,
    code: finished.code,
    values: input.task === 'bfs' ? null : input.array,
    target: input.task === 'search' ? input.target : null,
    graph: finished.graphId,
    edges: input.task === 'bfs' && finished.typedGraph ? finished.graph : null,
    speed,
    step,
  });
  return <ShareButton query={() => query} />;
}
