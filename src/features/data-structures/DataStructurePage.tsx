import { type ReactNode } from 'react';
import {
  STRUCTURE_REFERENCES,
  type OperationOf,
  type StructureKind,
  type StructureReference,
  type StructureView,
} from '@/core/structures';
import { SceneCanvas } from '@scenes/catalog/SceneCanvas';
import { SceneFigure, type MirrorItem } from '@scenes/host/SceneFigure';
import { LazyCodePanel } from '@/player-ui/LazyCodePanel';
import { listingLoader } from '@/player-ui/listingLoader';
import { StructurePageLayout } from '@/player-ui/StructurePageLayout';
import { NARRATION_CALLOUT, StepBadge, StructureWorkspace } from '@/player-ui/structure/StructureWorkspace';
import { useCodeBeside } from '@/player-ui/VisualizerViews';
import { InformationTab } from './InformationTab';
import type { SummaryLine } from './mirror';
import { OperationsPanel } from './OperationsPanel';
import { useElementWidth, useStructureRun } from './useStructure';

// A structure's listing loads when it is first shown.
const structureListing = listingLoader((structure: StructureKind) =>
  import('@/core/structures/listings/lines').then((module) => module.structureCode(structure)),
);

/** How a page draws its structure: the scene, its height, its DOM mirror and the summary under it. */
export interface SceneBinding {
  /** The scene that draws the view (its name in the scene catalog), also the figure's data-scene. */
  name: 'array' | 'stack' | 'queue' | 'linked-list';
  height: (view: StructureView, width: number) => number;
  mirror: (view: StructureView) => MirrorItem[];
  summary: (data: readonly number[]) => SummaryLine[];
}

/** 'Step {i} of {n}' while an operation is under way, 'Ready' otherwise. */
function StepIndicator({ view }: { view: StructureView }) {
  const { stepNumber, totalSteps, phase } = view.state;
  const running = phase !== 'idle' && stepNumber > 0;
  return (
    <StepBadge running={running} step={running ? stepNumber : 0}>
      {running ? `Step ${stepNumber} of ${totalSteps}` : 'Ready'}
    </StepBadge>
  );
}

function Summary({ lines }: { lines: readonly SummaryLine[] }) {
  return (
    <ul className="mt-1 flex flex-wrap gap-x-6 gap-y-1 text-sm" aria-label="Summary" data-summary>
      {lines.map((line) => (
        <li key={line.term}>
          {line.value === null ? (
            <span className="font-medium text-muted">{line.term}</span>
          ) : (
            <>
              <span className="text-muted">{line.term}:</span>{' '}
              <span className="font-mono font-semibold">{line.value}</span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

function useVisualization<K extends StructureKind>(
  reference: StructureReference<K>,
  scene: SceneBinding,
  codeBeside: boolean,
  code: (lineId: string | null) => ReactNode,
) {
  const page = useStructureRun(
    reference.structure,
    { id: reference.structure, label: reference.title },
    (op: OperationOf<K>) => reference.operations.find((info) => info.op === op)?.name ?? String(op),
  );
  const { view, state, trace, practice } = page;
  const [measureRef, measured] = useElementWidth<HTMLDivElement>();

  return {
    lineId: page.lineId,
    content: (
      <StructureWorkspace
        title={reference.title}
        badge={<StepIndicator view={view} />}
        operations={
          <OperationsPanel
            operations={reference.operations}
            onSubmit={page.submit}
            enabled={page.enabled}
            length={trace.finalData.length}
          />
        }
        playback={{
          practice,
          state,
          stepCount: trace.stepCount,
          actions: page.actions,
          speed: page.speed,
          onSpeedChange: page.setSpeed,
          shareQuery: page.shareQuery,
          practiceHint:
            'Choose an operation: before it plays, predict what it gives back or what the structure will hold.',
        }}
        codeBeside={codeBeside}
        codeLabel={`${reference.title} code`}
        code={codeBeside ? code(page.lineId) : null}
        shortcutTargets={page.shortcutTargets}
      >
        <div ref={measureRef} className="min-w-0">
          <SceneFigure
            scene={scene.name}
            label={`${reference.title} visualization`}
            items={scene.mirror(view)}
            narration={view.state.message}
            className={NARRATION_CALLOUT}
          >
            {/* The canvas waits for the width, so Pixi starts at the height the layout needs. */}
            {measured > 0 ? (
              <SceneCanvas
                height={scene.height(view, measured)}
                scene={{ name: scene.name, props: { view } }}
              />
            ) : (
              <div style={{ height: scene.height(view, 800) }} />
            )}
          </SceneFigure>
        </div>
        <Summary lines={scene.summary(view.state.data)} />
      </StructureWorkspace>
    ),
  };
}

/**
 * The Arrays, Stacks, Queues and Linked Lists pages (docs/product-rules.md#data-structure-pages): the
 * structure page layout, with the operations played on the shared step player.
 */
export function DataStructurePage<K extends StructureKind>({
  structure,
  scene,
}: {
  structure: K;
  scene: SceneBinding;
}) {
  const reference = STRUCTURE_REFERENCES[structure] as StructureReference<K>;
  const codeBeside = useCodeBeside();
  const code = (lineId: string | null) => (
    <LazyCodePanel
      load={structureListing(structure)}
      name={`${reference.title} implementation`}
      lineId={lineId}
      beside={codeBeside}
    />
  );
  const { content, lineId } = useVisualization(reference, scene, codeBeside, code);
  return (
    <StructurePageLayout
      title={reference.heading}
      description={reference.description}
      viewsLabel={`${reference.title} views`}
      codeBeside={codeBeside}
      content={content}
      code={code(lineId)}
      information={<InformationTab reference={reference} />}
    />
  );
}
