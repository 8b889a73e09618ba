import { depthOf, leftOf, parentOf, type HeapModel } from '@/core/heap';
import { placeAttributes, type NodePlace } from '@scenes/host/nodeLinkView';

/**
 * The heap scene's DOM mirror (docs/dom-mirror.md): the tree's nodes with their depth, parent and side,
 * and where each is drawn, and the array's slots, each carrying the state of the current step. The
 * indices in `answer` are what the answer shown by practice refers to.
 */
export function HeapMirror({
  model,
  label,
  places,
  origin,
  answer = [],
}: {
  model: HeapModel;
  label: string;
  places: readonly NodePlace[];
  origin: { x: number; y: number };
  answer?: readonly string[];
}) {
  const { values, marks } = model;
  const answerMark = (index: number) =>
    answer.includes(String(index)) ? { 'data-answer': 'true', suffix: ', the answer' } : null;
  return (
    <div className="sr-only">
      <ol aria-label={`${label}: tree nodes`}>
        {values.map((value, index) => {
          const state = marks.get(index) ?? 'default';
          const root = index === 0;
          const parent = root ? '' : String(values[parentOf(index)]);
          const side = root ? '' : leftOf(parentOf(index)) === index ? 'left' : 'right';
          const mark = answerMark(index);
          return (
            <li
              key={index}
              data-node={value}
              data-index={index}
              data-depth={depthOf(index)}
              data-parent={parent}
              data-side={side}
              data-state={state}
              data-answer={mark?.['data-answer']}
              {...placeAttributes(places[index], origin)}
            >
              {root ? `Root ${value}` : `${value}, ${side} child of ${parent}`}
              {state === 'default' ? '' : ` (${state})`}
              {mark?.suffix}
            </li>
          );
        })}
      </ol>
      <ol aria-label={`${label}: array`}>
        {values.map((value, index) => {
          const state = marks.get(index) ?? 'default';
          const mark = answerMark(index);
          return (
            <li
              key={index}
              data-index={index}
              data-value={value}
              data-state={state}
              data-answer={mark?.['data-answer']}
            >
              {`Index ${index}: ${value}`}
              {state === 'default' ? '' : ` (${state})`}
              {mark?.suffix}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
