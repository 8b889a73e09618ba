import { binary, coveredRange, lowbit, type FenwickModel } from '@/core/fenwick';
import type { SegmentModel } from '@/core/segment-tree';

const answerMark = (answer: readonly string[], key: number) =>
  answer.includes(String(key)) ? { 'data-answer': 'true', suffix: ', the answer' } : null;

/** The array both trees are built over; indices in the queried range are `range`. */
function ArrayMirror({
  values,
  range,
  label,
}: {
  values: readonly number[];
  range: { left: number; right: number } | null;
  label: string;
}) {
  return (
    <ol aria-label={`${label}: array`}>
      {values.map((value, index) => {
        const state = range !== null && range.left <= index && index <= range.right ? 'range' : 'default';
        return (
          <li key={index} data-index={index} data-value={value} data-state={state}>
            {`Index ${index}: ${value}`}
            {state === 'range' ? ' (in the range)' : ''}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * The segment tree scene's DOM mirror (docs/dom-mirror.md): each node with its id, the range it
 * covers, its value (empty before build computes it), its depth and parent, and the state of the
 * current step; then the array. The ids in `answer` are what the answer shown by practice refers to.
 */
export function SegmentTreeMirror({
  model,
  label,
  answer = [],
}: {
  model: SegmentModel;
  label: string;
  answer?: readonly string[];
}) {
  return (
    <div className="sr-only">
      <ol aria-label={`${label}: nodes`}>
        {model.nodes.map((node) => {
          const state = model.marks.get(node.id) ?? 'default';
          const mark = answerMark(answer, node.id);
          return (
            <li
              key={node.id}
              data-node={node.id}
              data-range={`${node.left},${node.right}`}
              data-value={node.value ?? ''}
              data-depth={node.depth}
              data-parent={node.id === 1 ? '' : Math.floor(node.id / 2)}
              data-state={state}
              data-answer={mark?.['data-answer']}
            >
              {`Node [${node.left}, ${node.right}]: ${node.value ?? 'not built yet'}`}
              {state === 'default' ? '' : ` (${state})`}
              {mark?.suffix}
            </li>
          );
        })}
      </ol>
      <ArrayMirror values={model.values} range={model.range} label={label} />
    </div>
  );
}

/**
 * The Fenwick tree's DOM mirror (docs/dom-mirror.md): each position (1-based) with its binary form,
 * its lowbit, the array indices it sums, its value and the state of the current step, and the lowbit
 * jump the step makes; then the array.
 */
export function FenwickMirror({
  model,
  label,
  answer = [],
}: {
  model: FenwickModel;
  label: string;
  answer?: readonly string[];
}) {
  const n = model.values.length;
  const { jump } = model;
  return (
    <div className="sr-only">
      <ol aria-label={`${label}: positions`}>
        {model.tree.map((value, k) => {
          const position = k + 1;
          const { left, right } = coveredRange(position);
          const state = model.marks.get(position) ?? 'default';
          const mark = answerMark(answer, position);
          return (
            <li
              key={position}
              data-position={position}
              data-binary={binary(position, n)}
              data-lowbit={lowbit(position)}
              data-range={`${left},${right}`}
              data-value={value}
              data-state={state}
              data-answer={mark?.['data-answer']}
            >
              {`Position ${position} (${binary(position, n)}), indices ${left} to ${right}: ${value}`}
              {state === 'default' ? '' : ` (${state})`}
              {mark?.suffix}
            </li>
          );
        })}
      </ol>
      {jump === null ? null : (
        <p data-jump={jump.direction} data-from={jump.from} data-to={jump.to}>
          {`Jump ${jump.direction} from position ${jump.from} to ${jump.to}`}
        </p>
      )}
      <ArrayMirror values={model.values} range={model.range} label={label} />
    </div>
  );
}
