/**
 * What a string-matching run shows for one frame: its scene (the text, the pattern under it at its
 * shift, KMP's prefix table, Rabin-Karp's hashes) with the DOM mirror, and the run's named numbers.
 */
import { useLayoutEffect, useMemo, useRef } from 'react';
import type { ModelTrace } from '@/core/trace';
import { roleState, type StringModel, type StringStep } from '@/core/algorithms/strings/types';
import { FramePanel } from '@/player-ui/FramePanel';
import { SceneCanvas } from '@scenes/catalog/SceneCanvas';
import { SceneFigure } from '@scenes/host/SceneFigure';
import {
  scrollToShow,
  stringHeight,
  stringMinWidth,
  stringShape,
  stringShiftSpan,
} from '@scenes/strings/layout';

/** The text, the pattern at its shift, the prefix table and the hashes as lists (docs/dom-mirror.md). */
export function StringMirror({
  model,
  label,
  answerTarget,
}: {
  model: StringModel;
  label: string;
  answerTarget: readonly string[];
}) {
  const shift = model.shift;
  return (
    <div className="sr-only">
      <ol data-mirror="text" aria-label={`${label}: text`}>
        {model.text.map((value, index) => {
          const roles = model.textRoles[index] ?? [];
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
                roles.length > 0 ? roles.join(', ') : null,
                answer ? 'the answer' : null,
              ]
                .filter(Boolean)
                .join(', ')}
            </li>
          );
        })}
      </ol>
      <ol
        data-mirror="pattern"
        data-shift={shift ?? undefined}
        aria-label={`${label}: pattern${shift === null ? '' : ` at shift ${shift}`}`}
      >
        {model.pattern.map((value, j) => {
          const state = model.patternStates[j] ?? 'default';
          return (
            <li
              key={j}
              data-index={j}
              data-value={value}
              data-state={state}
              data-at={shift === null ? undefined : shift + j}
            >
              {`${j}: ${value}${shift === null ? '' : `, under text ${shift + j}`}${state === 'default' ? '' : `, ${state}`}`}
            </li>
          );
        })}
      </ol>
      {model.table ? (
        <ol data-mirror="prefix-table" aria-label={`${label}: prefix table π`}>
          {model.table.values.map((value, q) => {
            const state = model.table?.current === q ? 'current' : 'default';
            return (
              <li key={q} data-index={q} data-value={value ?? '?'} data-state={state}>
                {`π[${q}] = ${value ?? 'not yet computed'}${state === 'current' ? ', current' : ''}`}
              </li>
            );
          })}
        </ol>
      ) : null}
      {model.hashes ? (
        <p
          data-mirror="hashes"
          data-pattern-hash={model.hashes.pattern}
          data-window-hash={model.hashes.window ?? '?'}
        >
          {`Pattern hash ${model.hashes.pattern}, window hash ${model.hashes.window ?? 'not yet computed'}`}
        </p>
      ) : null}
    </div>
  );
}

export function StringView({
  trace,
  index,
  name,
  narration,
  answerTarget,
}: {
  trace: ModelTrace<StringModel, StringStep>;
  index: number;
  name: string;
  narration: string;
  answerTarget: readonly string[];
}) {
  const { model } = trace.frameAt(index);
  // The room of the whole run, so the picture keeps its size while it plays.
  const shape = useMemo(
    () => stringShape([trace.frameAt(0).model, ...trace.steps.map((step) => step.frame)]),
    [trace],
  );
  // Where the rows are wider than the box, keep the pattern at its current shift in view.
  const rowBox = useRef<HTMLDivElement>(null);
  const { shift } = model;
  const patternLength = model.pattern.length;
  useLayoutEffect(() => {
    const box = rowBox.current;
    if (!box || shift === null || box.scrollWidth <= box.clientWidth) return;
    const span = stringShiftSpan(shape, box.scrollWidth, shift, patternLength);
    box.scrollLeft = scrollToShow(box.scrollLeft, box.clientWidth, span);
  }, [shape, shift, patternLength]);
  return (
    <>
      <SceneFigure
        scene="string-match"
        label={`${name}: a text of ${model.text.length} characters and a pattern of ${model.pattern.length}`}
        items={[]}
        mirror={<StringMirror model={model} label={name} answerTarget={answerTarget} />}
        narration={narration}
      >
        <div ref={rowBox} className="overflow-x-auto [contain:inline-size]" data-testid="string-rows">
          <div style={{ minWidth: stringMinWidth(shape.columns) }}>
            <SceneCanvas
              height={(width) => stringHeight(shape, width)}
              scene={{ name: 'string-match', props: { model, shape } }}
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
