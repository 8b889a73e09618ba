import { memo, useState, type ReactNode } from 'react';
import type { AlgorithmMeta } from '@/core/algorithms/types';
import { Button } from '@/ui/Button';
import { Tabs } from '@/ui/Tabs';
import { useMediaQuery } from '@/ui/useMediaQuery';
import { InformationPanel } from './InformationPanel';
import { BesideScene } from './MediaBar';

/** From this width on (Tailwind's xl) the code listing sits beside the canvas. */
const CODE_BESIDE_QUERY = '(min-width: 1280px)';
/** From this width on (Tailwind's lg) an open practice question sits beside the canvas. */
const QUESTION_BESIDE_QUERY = '(min-width: 1024px)';

/**
 * Whether the code listing sits beside the canvas: wide screens show it there, so the highlighted line
 * and the step are seen together; narrower ones keep it in the Code tab.
 */
export function useCodeBeside(): boolean {
  return useMediaQuery(CODE_BESIDE_QUERY);
}

/**
 * Whether an open practice question sits beside the canvas (above the listing when that is beside it
 * too); narrower screens show it in the media bar under the canvas, so the picture stays in view with it.
 */
export function useQuestionBeside(): boolean {
  return useMediaQuery(QUESTION_BESIDE_QUERY);
}

/**
 * A visualiser's heading and, when it has a choice of algorithms, the buttons that pick one. Memoised: it
 * changes with the algorithm and when a run starts or stops, not at each step.
 */
export const AlgorithmHeader = memo(function AlgorithmHeader({
  name,
  headingLevel = 'h2',
  choices,
  selected,
  disabled,
  onChoose,
}: {
  name: string;
  headingLevel?: 'h2' | 'h3';
  choices: readonly { id: string; label: string }[] | null;
  selected: string;
  disabled: boolean;
  onChoose: (id: string) => void;
}) {
  const Heading = headingLevel;
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <Heading className="text-xl font-semibold">{name}</Heading>
      {choices ? (
        <div role="group" aria-label="Algorithm" className="flex flex-wrap gap-1.5">
          {choices.map((choice) => (
            <Button
              key={choice.id}
              size="sm"
              variant={choice.id === selected ? 'primary' : 'outline'}
              aria-pressed={choice.id === selected}
              disabled={disabled}
              onClick={() => onChoose(choice.id)}
            >
              {choice.label}
            </Button>
          ))}
        </div>
      ) : null}
    </div>
  );
});

/** The Visualization / Code / Information tabs, with the code beside the visualization on wide screens. */
export function VisualizerViews({
  info,
  codeBeside,
  visualization,
  code,
  beside,
}: {
  info: AlgorithmMeta;
  codeBeside: boolean;
  visualization: ReactNode;
  code: ReactNode;
  /** What stays beside the scene (the open question), above the listing when that is beside it too. */
  beside?: ReactNode;
}) {
  const [tab, setTab] = useState('visualization');
  return (
    <Tabs
      label={`${info.name} views`}
      value={codeBeside && tab === 'code' ? 'visualization' : tab}
      onValueChange={setTab}
      tabs={[
        {
          value: 'visualization',
          label: 'Visualization',
          content: codeBeside ? (
            <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] items-start gap-6">
              {visualization}
              <BesideScene question={beside}>
                <section aria-label={`${info.name} code`} data-testid="code-beside">
                  {code}
                </section>
              </BesideScene>
            </div>
          ) : beside ? (
            <div className="grid grid-cols-[minmax(0,3fr)_minmax(0,2fr)] items-start gap-6">
              {visualization}
              <BesideScene question={beside} />
            </div>
          ) : (
            visualization
          ),
        },
        ...(codeBeside ? [] : [{ value: 'code', label: 'Code', content: code, mountWhenFirstShown: true }]),
        { value: 'information', label: 'Information', content: <InformationPanel info={info} /> },
      ]}
    />
  );
}
