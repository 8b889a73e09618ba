import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useOperationPlayer } from '../usePlayNextRun';
import { useSearch } from 'wouter';
import { SceneCanvas } from '@scenes/catalog/SceneCanvas';
import { SceneFigure } from '@scenes/host/SceneFigure';
import { NodeLinkViewport, useNodeLinkView, ZoomControls } from '@scenes/host/NodeLinkFrame';
import { treeCanvasHeight, treeGeometry, treeMinWidth, treeNodePlaces } from '@scenes/tree/layout';
import { newSeed } from '@/core/random';
import {
  buildTreeKeys,
  decodeTreeRunConfig,
  defaultTreeRun,
  encodeTreeRunConfig,
  finalKeys,
  operationRefusal,
  parseTreeKey,
  presetKeys,
  TRAVERSAL_NAMES,
  traceTreeRun,
  treeHeight,
  treeSize,
  type TraversalOperation,
  type TreeOperation,
  type TreeRun,
  type TreeVariant,
} from '@/core/tree';
import { LazyCodePanel } from '@/player-ui/LazyCodePanel';
import { StructurePageLayout } from '@/player-ui/StructurePageLayout';
import { Stat } from '@/player-ui/Stats';
import { useCodeBeside } from '@/player-ui/VisualizerViews';
import { useShortcuts } from '@/player-ui/useShortcuts';
import { playbackActions } from '@/player-ui/playbackActions';
import { STRUCTURE_PRACTICE_HINT } from '@/player-ui/practice/PracticePanel';
import { usePractice } from '@/player-ui/practice/usePractice';
import { NARRATION_CALLOUT, StepBadge, StructureWorkspace } from '@/player-ui/structure/StructureWorkspace';
import { treeTraceQuestions } from '@/core/practice/treeQuestions';
import { TreeInformation } from './TreeInformation';
import { TreeMirror } from './TreeMirror';
import { TreeOperations, type TreeCommands } from './TreeOperations';
import { useStableCommands } from '@/ui/useStableCommands';

// The listing loads when it is first shown, with the example for the variant on the page.
const treeListing = {
  bst: () => import('@/core/tree/listings').then((module) => module.TREE_LISTINGS.bst),
  avl: () => import('@/core/tree/listings').then((module) => module.TREE_LISTINGS.avl),
} satisfies Record<TreeVariant, unknown>;

const variantName = (variant: TreeVariant) => (variant === 'avl' ? 'AVL tree' : 'binary search tree');

const OPERATION_NAMES: Record<TreeOperation, string> = {
  insert: 'Insert',
  search: 'Search',
  delete: 'Delete',
  min: 'Min',
  max: 'Max',
  height: 'Height',
  ...TRAVERSAL_NAMES,
  build: 'Build',
};

const isTraversal = (operation: TreeOperation | null): operation is TraversalOperation =>
  operation === 'inorder' ||
  operation === 'preorder' ||
  operation === 'postorder' ||
  operation === 'levelorder';

function readyMessage(run: TreeRun, size: number, height: number): string {
  const tree =
    size === 0
      ? `an empty ${variantName(run.variant)}`
      : `${run.variant === 'avl' ? 'an' : 'a'} ${variantName(run.variant)} of ${size} node${size === 1 ? '' : 's'}, height ${height}`;
  switch (run.operation) {
    case null:
      return `Ready: ${tree}.`;
    case 'insert':
    case 'search':
    case 'delete':
      return `Ready to ${run.operation} ${run.value ?? ''} in ${tree}.`;
    case 'build': {
      const shown =
        run.keys.length <= 8
          ? run.keys.join(', ')
          : `${run.keys.slice(0, 6).join(', ')}, … (${run.keys.length} keys)`;
      return `Ready to build ${run.variant === 'avl' ? 'an' : 'a'} ${variantName(run.variant)} by inserting ${shown} in order.`;
    }
    default:
      return `Ready: ${OPERATION_NAMES[run.operation].toLowerCase()} of ${tree}.`;
  }
}

const RESULT_NAMES: Partial<Record<TreeOperation, string>> = {
  search: 'Found',
  min: 'Minimum',
  max: 'Maximum',
  height: 'Height',
};

function useTreeVisualization(
  codeBeside: boolean,
  code: (lineId: string | null, variant: TreeVariant) => ReactNode,
) {
  const search = useSearch();
  const [run, setRun] = useState(() => decodeTreeRunConfig(search) ?? defaultTreeRun());
  const [speed, setSpeed] = useState(run.speed);
  const [error, setError] = useState<string | null>(null);
  // Each operation is a new run; the scene starts from it in place rather than gliding from the last.
  // A new variant or preset keeps the scene, so the old tree glides into the new one.
  const [runNumber, setRunNumber] = useState(0);
  const trace = useMemo(
    () => traceTreeRun({ variant: run.variant, keys: run.keys, operation: run.operation, value: run.value }),
    [run.variant, run.keys, run.operation, run.value],
  );
  const geometry = useMemo(
    () => treeGeometry([trace.frameAt(0).model, ...trace.steps.map((step) => step.model)]),
    [trace],
  );
  const { state, player, playNextRun } = useOperationPlayer(trace, run.step, speed);
  const frame = trace.frameAt(state.index);
  const model = frame.model;
  const size = treeSize(model);
  const height = treeHeight(model);
  const narration = frame.step?.message ?? readyMessage(run, size, height);

  const start = (
    variant: TreeVariant,
    keys: readonly number[],
    operation: TreeOperation | null,
    value: number | null,
    glide = false,
  ) => {
    setError(null);
    playNextRun(operation !== null);
    if (!glide) setRunNumber((n) => n + 1);
    setRun({ variant, keys, operation, value, speed, step: 0 });
  };
  /** Every new operation starts from the tree as this run leaves it. */
  const keysNow = () => finalKeys(trace);
  const operate = (operation: TreeOperation, value: number | null = null): boolean => {
    const keys = keysNow();
    const refusal = operationRefusal(operation, keys, value);
    if (refusal !== null) {
      setError(refusal);
      return false;
    }
    start(run.variant, keys, operation, value);
    return true;
  };
  const commands = useStableCommands<TreeCommands>({
    variant: (variant) => {
      if (variant === run.variant) return;
      // The same keys, inserted again in the order that built this tree, with or without rotations.
      start(variant, buildTreeKeys(variant, keysNow()), null, null, true);
    },
    keyed: (operation, raw) => {
      const parsed = parseTreeKey(raw);
      if (!parsed.ok) {
        setError(parsed.message);
        return false;
      }
      return operate(operation, parsed.value);
    },
    plain: (operation) => void operate(operation),
    // A preset plays as a build: its keys inserted one by one into an empty tree.
    preset: (preset) => start(run.variant, presetKeys(preset, newSeed()), 'build', null),
  });

  // A tree too wide to stay legible in its frame is drawn wider and pans and zooms.
  const frameRef = useRef<HTMLDivElement>(null);
  const view = useNodeLinkView(frameRef, treeMinWidth(geometry));
  const places = useMemo(
    () => treeNodePlaces(model, geometry, view.width, view.zoom),
    [model, geometry, view.width, view.zoom],
  );

  const { practice, actions } = usePractice({
    run: trace,
    build: () => treeTraceQuestions(trace, `trees:${trace.stepCount}`),
    topic: { id: 'trees', label: 'Trees' },
    player,
    actions: playbackActions(player),
  });
  const shortcutTargets = useShortcuts(actions);
  const title = run.variant === 'avl' ? 'AVL tree' : 'Binary search tree';
  const lineId = state.index > 0 ? trace.lineAt(state.index - 1) : null;
  const resultName = run.operation === null ? undefined : RESULT_NAMES[run.operation];
  const resultText =
    model.result !== null
      ? String(model.result)
      : run.operation === 'search' && state.index === trace.stepCount && state.index > 0
        ? 'not found'
        : '–';

  return {
    lineId,
    variant: run.variant,
    content: (
      <StructureWorkspace
        title={title}
        badge={
          <StepBadge running={run.operation !== null} step={state.index}>
            {run.operation === null
              ? 'Ready'
              : `${OPERATION_NAMES[run.operation]}${run.value === null ? '' : ` ${run.value}`}: step ${state.index} of ${trace.stepCount}`}
          </StepBadge>
        }
        operations={<TreeOperations variant={run.variant} error={error} commands={commands} />}
        playback={{
          practice,
          practiceHint: STRUCTURE_PRACTICE_HINT,
          state,
          stepCount: trace.stepCount,
          actions,
          speed,
          onSpeedChange: setSpeed,
          shareQuery: () => encodeTreeRunConfig({ ...run, speed, step: state.index }),
        }}
        codeBeside={codeBeside}
        codeLabel="Binary search tree code"
        code={codeBeside ? code(lineId, run.variant) : null}
        shortcutTargets={shortcutTargets}
      >
        <SceneFigure
          scene="tree"
          label={title}
          items={[]}
          mirror={
            <TreeMirror
              model={model}
              label={title}
              avl={run.variant === 'avl'}
              places={places}
              origin={view.origin}
              answer={practice.answerTarget}
            />
          }
          narration={narration}
          className={NARRATION_CALLOUT}
          controls={<ZoomControls view={view} label={title} />}
        >
          <NodeLinkViewport frameRef={frameRef} view={view}>
            <SceneCanvas
              height={(width) => treeCanvasHeight(geometry, width, view.zoom)}
              scene={{
                name: 'tree',
                props: { model, geometry, showBalance: run.variant === 'avl', zoom: view.zoom },
                key: runNumber,
              }}
            />
          </NodeLinkViewport>
        </SceneFigure>
        <div className="flex flex-wrap gap-2 text-sm" aria-live="off">
          {isTraversal(run.operation) ? (
            <p className="rounded-lg bg-surface-2 px-3 py-2 font-mono" data-testid="tree-order">
              {TRAVERSAL_NAMES[run.operation]}: {model.order.length === 0 ? '…' : model.order.join(', ')}
            </p>
          ) : null}
          {model.rotation !== null ? (
            <p className="rounded-lg bg-primary-soft px-3 py-2 font-semibold" data-testid="tree-rotation">
              {model.rotation} rotation
            </p>
          ) : null}
        </div>
        <dl className="grid grid-cols-3 gap-2" aria-label="Summary" data-summary>
          <Stat label="Nodes">{size}</Stat>
          <Stat label="Height">{height}</Stat>
          <Stat label={resultName ?? 'Root'}>{resultName ? resultText : (model.root ?? 'empty')}</Stat>
        </dl>
      </StructureWorkspace>
    ),
  };
}

/** The Trees page: the same layout as the other data-structure pages, on the shared step player. */
export default function TreesPage() {
  const codeBeside = useCodeBeside();
  const code = (lineId: string | null, variant: TreeVariant) => (
    <LazyCodePanel
      load={treeListing[variant]}
      name="Binary search tree"
      lineId={lineId}
      beside={codeBeside}
    />
  );
  const { content, lineId, variant } = useTreeVisualization(codeBeside, code);
  return (
    <StructurePageLayout
      title="Trees"
      description="A binary search tree keeps smaller keys to the left and larger to the right, so a search follows one path down. Insert, search, delete and traverse one, and switch on AVL balancing to watch rotations keep it short."
      viewsLabel="Tree views"
      codeBeside={codeBeside}
      content={content}
      code={code(lineId, variant)}
      information={<TreeInformation />}
    />
  );
}
