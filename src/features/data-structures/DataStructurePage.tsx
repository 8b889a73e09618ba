import { lazy, Suspense, useId } from 'react';
import {
  enabledOperations,
  STRUCTURE_REFERENCES,
  type StructureKind,
  type StructureReference,
  type StructureView,
} from '@/core/structures';
import { SceneCanvas } from '@scenes/host/SceneCanvas';
import { SceneFigure, type MirrorItem } from '@scenes/host/SceneFigure';
import { Card } from '@/ui/Card';
import { CodeLoading } from '@/ui/code/CodeLoading';
import { PageHeader } from '@/ui/PageHeader';
import { Tabs } from '@/ui/Tabs';
import { InformationTab } from './InformationTab';
import type { SummaryLine } from './mirror';
import { OperationsPanel } from './OperationsPanel';
import { PracticePanel, PracticeToggle } from '@/player-ui/practice/PracticePanel';
import { useOperationPractice } from './useOperationPractice';
import { useElementWidth, useStructure } from './useStructure';

// The listings and their highlighter load when the Code tab is first opened.
const CodeTab = lazy(() => import('./CodeTab').then((module) => ({ default: module.CodeTab })));

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

function VisualizationTab<K extends StructureKind>({
  reference,
  scene,
}: {
  reference: StructureReference<K>;
  scene: SceneBinding;
}) {
  const { controller: structureController, view } = useStructure(reference.structure);
  const { practice, controller } = useOperationPractice(
    structureController,
    { id: reference.structure, label: reference.title },
    (op) => reference.operations.find((info) => info.op === op)?.name ?? String(op),
  );
  const enabled = enabledOperations(view.state);
  // While a prediction is asked for, its operation waits and no other may start.
  const available = practice.pending
    ? (Object.fromEntries(Object.keys(enabled).map((op) => [op, false])) as typeof enabled)
    : enabled;
  const [measureRef, measured] = useElementWidth<HTMLDivElement>();
  const headingId = useId();
  const message = view.state.message;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,17rem)_minmax(0,1fr)]">
      <OperationsPanel
        operations={reference.operations}
        controller={controller}
        enabled={available}
        length={view.state.data.length}
      />
      <Card role="region" aria-labelledby={headingId} className="min-w-0">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="text-lg font-semibold">
            {reference.title}
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            <PracticeToggle practice={practice} />
            <StepIndicator view={view} />
          </div>
        </div>
        <div ref={measureRef} className="min-w-0">
          <SceneFigure
            scene={scene.name}
            label={`${reference.title} visualization`}
            items={scene.mirror(view)}
            narration={message}
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
        <div className="mt-4">
          <PracticePanel
            practice={practice}
            hint="Choose an operation: before it plays, predict what it gives back or what the structure will hold."
          />
        </div>
      </Card>
    </div>
  );
}

/**
 * The layout every data-structure page shares (docs/product-rules.md#data-structure-pages): title and
 * description, then the Visualization, Code and Information tabs.
 */
export function DataStructurePage<K extends StructureKind>({
  structure,
  scene,
}: {
  structure: K;
  scene: SceneBinding;
}) {
  const reference = STRUCTURE_REFERENCES[structure] as StructureReference<K>;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageHeader title={reference.heading} description={reference.description} />
      <Tabs
        label={`${reference.title} views`}
        tabs={[
          {
            value: 'visualization',
            label: 'Visualization',
            content: <VisualizationTab reference={reference} scene={scene} />,
          },
          {
            value: 'code',
            label: 'Code',
            content: (
              <Suspense fallback={<CodeLoading />}>
                <CodeTab title={reference.title} structure={structure} />
              </Suspense>
            ),
            mountWhenFirstShown: true,
          },
          { value: 'information', label: 'Information', content: <InformationTab reference={reference} /> },
        ]}
      />
    </div>
  );
}
