import { lazy, useId, type ReactNode } from 'react';
import {
  STRUCTURE_REFERENCES,
  type OperationOf,
  type StructureKind,
  type StructureReference,
  type StructureView,
} from '@/core/structures';
import { SceneCanvas } from '@scenes/host/SceneCanvas';
import { SceneFigure, type MirrorItem } from '@scenes/host/SceneFigure';
import { Card } from '@/ui/Card';
import { PlaybackControls } from '@/player-ui/PlaybackControls';
import { ShortcutsAndShare, SpeedAndPractice } from '@/player-ui/PlayerSettings';
import { PracticePanel } from '@/player-ui/practice/PracticePanel';
import { LazyListing, StructurePageLayout } from '@/player-ui/StructurePageLayout';
import { useCodeBeside } from '@/player-ui/VisualizerViews';
import { InformationTab } from './InformationTab';
import type { SummaryLine } from './mirror';
import { OperationsPanel } from './OperationsPanel';
import { useElementWidth, useStructureRun } from './useStructure';

// The listings and their highlighter load when the code is first shown.
const StructureCodePanel = lazy(() =>
  import('./StructureCodePanel').then((module) => ({ default: module.StructureCodePanel })),
);

/** How a page draws its structure: the scene, its height, its DOM mirror and the summary under it. */
export interface SceneBinding {
  /** The scene that draws the view (its name in the scene catalog), also the figure's data-scene. */
  name: 'array' | 'stack' | 'queue' | 'linked-list';
  height: (view: StructureView, width: number) => number;
  mirror: (view: StructureView) => MirrorItem[];
  summary: (data: readonly number[]) => SummaryLine[];
}

/**
 * The status message line: SceneFigure's live narration, shown as a callout while an operation runs.
 * (Styled from here so the shared figure keeps its defaults elsewhere.)
 */
const narrationClasses = [
  '[&_[data-narration]]:text-base [&_[data-narration]]:font-medium [&_[data-narration]]:text-text',
  // The same box whether or not there is a message, so nothing below it jumps.
  '[&_[data-narration]]:rounded-r-lg [&_[data-narration]]:border-l-4 [&_[data-narration]]:border-transparent',
  '[&_[data-narration]]:px-3 [&_[data-narration]]:py-2',
  '[&_[data-narration]:not(:empty)]:border-primary [&_[data-narration]:not(:empty)]:bg-surface-2',
].join(' ');

function StepIndicator({ view }: { view: StructureView }) {
  const { stepNumber, totalSteps, phase } = view.state;
  const running = phase !== 'idle' && stepNumber > 0;
  return (
    <p
      className={
        running
          ? 'rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold tabular-nums'
          : 'rounded-full bg-surface-2 px-3 py-1 text-sm text-muted'
      }
      data-step={running ? stepNumber : 0}
    >
      {running ? `Step ${stepNumber} of ${totalSteps}` : 'Ready'}
    </p>
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
  const headingId = useId();

  return {
    lineId: page.lineId,
    content: (
      <div
        className={
          codeBeside
            ? 'grid grid-cols-[minmax(0,16rem)_minmax(0,3fr)_minmax(0,2fr)] items-start gap-5'
            : 'grid gap-6 lg:grid-cols-[minmax(0,17rem)_minmax(0,1fr)]'
        }
        {...page.shortcutTargets}
      >
        <OperationsPanel
          operations={reference.operations}
          onSubmit={page.submit}
          enabled={page.enabled}
          length={trace.finalData.length}
        />
        <Card role="region" aria-labelledby={headingId} className="min-w-0 space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={headingId} className="text-lg font-semibold">
              {reference.title}
            </h2>
            <StepIndicator view={view} />
          </div>
          <div ref={measureRef} className="min-w-0">
            <SceneFigure
              scene={scene.name}
              label={`${reference.title} visualization`}
              items={scene.mirror(view)}
              narration={view.state.message}
              className={narrationClasses}
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
          <PracticePanel
            practice={practice}
            hint="Choose an operation: before it plays, predict what it gives back or what the structure will hold."
          />
          <PlaybackControls
            state={state}
            stepCount={trace.stepCount}
            actions={page.actions}
            playLabel="Play"
          />
          <SpeedAndPractice speed={page.speed} onSpeedChange={page.setSpeed} practice={practice} />
          <ShortcutsAndShare query={page.shareQuery} />
        </Card>
        {codeBeside ? (
          <section aria-label={`${reference.title} code`} data-testid="code-beside">
            {code(page.lineId)}
          </section>
        ) : null}
      </div>
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
    <LazyListing>
      <StructureCodePanel title={reference.title} structure={structure} lineId={lineId} beside={codeBeside} />
    </LazyListing>
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
