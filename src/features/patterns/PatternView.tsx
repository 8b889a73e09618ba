/**
 * What a pattern run shows for one frame: its scene (the array or string with its pointers, window and
 * helper structures drawn and named) with the DOM mirror, and the run's named numbers beside it.
 */
import { useMemo } from 'react';
import type { ModelTrace } from '@/core/trace';
import { roleState, type PatternModel, type PatternStep } from '@/core/algorithms/patterns/types';
import { FramePanel } from '@/player-ui/FramePanel';
import { SceneCanvas } from '@scenes/catalog/SceneCanvas';
import { SceneFigure } from '@scenes/host/SceneFigure';
import { largestShape, patternHeight, patternMinWidth, patternShape } from '@scenes/patterns/layout';

/** The width the aux rows are reserved at: the narrowest phone's, so no width needs more lines. */
const RESERVE_WIDTH = 300;

/** One item per element with its roles, then one list per helper structure (docs/dom-mirror.md). */
export function PatternMirror({
  model,
  label,
  answerTarget,
}: {
  model: PatternModel;
  label: string;
  answerTarget: readonly string[];
}) {
  const pointerNames = (index: number) =>
    model.pointers.filter((pointer) => pointer.index === index).map((pointer) => pointer.label);
  return (
    <div className="sr-only">
      <ol aria-label={`${label}: elements`}>
        {model.cells.map((value, index) => {
          const roles = model.roles[index] ?? [];
          const names = pointerNames(index);
          const answer = answerTarget.includes(String(index));
          return (
            <li
              key={index}
              data-index={index}
              data-value={value}
              data-state={roleState(roles)}
              data-answer={answer ? 'true' : undefined}
            >
              {[
                `${index}: ${value}`,
                names.length > 0 ? `pointer ${names.join(' and ')}` : null,
                roles.length > 0 ? roles.join(', ') : null,
                answer ? 'the answer' : null,
              ]
                .filter(Boolean)
                .join(', ')}
            </li>
          );
        })}
      </ol>
      {model.aux.map((aux) => (
        <ol key={aux.id} data-aux={aux.id} aria-label={`${label}: ${aux.title}`}>
          {aux.items.map((item, k) => (
            <li key={k} data-key={item.key} data-value={item.value} data-state={item.state}>
              {`${item.key === '' ? '' : `${item.key}: `}${item.value}${item.state === 'default' ? '' : ` (${item.state})`}`}
            </li>
          ))}
        </ol>
      ))}
    </div>
  );
}

export function PatternView({
  trace,
  index,
  name,
  narration,
  answerTarget,
}: {
  trace: ModelTrace<PatternModel, PatternStep>;
  index: number;
  name: string;
  narration: string;
  answerTarget: readonly string[];
}) {
  const { model } = trace.frameAt(index);
  // The room of the run's largest frame, so the picture keeps its height while it plays.
  const shape = useMemo(
    () =>
      largestShape(
        [trace.frameAt(0).model, ...trace.steps.map((step) => step.frame)].map((frame) =>
          patternShape(frame, RESERVE_WIDTH),
        ),
      ),
    [trace],
  );
  const count = model.cells.length;
  return (
    <>
      <SceneFigure
        scene="pattern-array"
        label={`${name}: ${count} elements`}
        items={[]}
        mirror={<PatternMirror model={model} label={name} answerTarget={answerTarget} />}
        narration={narration}
      >
        <div className="overflow-x-auto [contain:inline-size]">
          <div style={{ minWidth: patternMinWidth(count) }}>
            <SceneCanvas
              height={(width) => patternHeight(count, shape, width)}
              scene={{ name: 'pattern-array', props: { model, shape } }}
            />
          </div>
        </div>
      </SceneFigure>
      {model.facts.length > 0 ? (
        <FramePanel title="The run so far">
          <dl className="flex flex-wrap gap-x-4 gap-y-1" data-testid="facts">
            {model.facts.map((fact) => (
              <div key={fact.label} className="flex gap-1.5" data-fact={fact.label}>
                <dt className="text-muted">{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </FramePanel>
      ) : null}
    </>
  );
}
