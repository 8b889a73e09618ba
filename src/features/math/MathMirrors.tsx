/**
 * The DOM mirrors of the mathematical scenes, for screen readers, keyboard users and tests (see
 * docs/dom-mirror.md): Euclid's divisions, the sieve's numbers and the factor tree's nodes.
 */
import type { MirrorState } from '@scenes/host/SceneFigure';
import { formatNumber } from '@/core/algorithms/math/input';
import type { GcdModel } from '@/core/algorithms/math/gcd/gcd';
import { SIEVE_STATE, type SieveModel } from '@/core/algorithms/math/sieve/sieve';
import type { FactorizationModel } from '@/core/algorithms/math/factorization/factorization';
import { placeAttributes, type NodePlace } from '@scenes/host/nodeLinkView';

/** One item per division a = q·b + r; the latest is `active`, and the last one `found` once the gcd is known. */
export function GcdMirror({ model, label }: { model: GcdModel; label: string }) {
  const last = model.divisions.length - 1;
  return (
    <ol className="sr-only" aria-label={`${label}: divisions`}>
      {model.divisions.map(({ a, b, q, r }, i) => {
        const state = i !== last ? 'default' : model.gcd !== null ? 'found' : 'active';
        return (
          <li key={i} data-division={i + 1} data-a={a} data-b={b} data-q={q} data-r={r} data-state={state}>
            {`${formatNumber(a)} = ${formatNumber(q)} × ${formatNumber(b)} + ${formatNumber(r)}`}
            {state === 'default' ? '' : ` (${state})`}
          </li>
        );
      })}
    </ol>
  );
}

const SIEVE_WORDS: readonly MirrorState[] = ['default', 'prime', 'crossed'];

/** One item per number from 2 to N: `prime`, `crossed` (out) or `default` (not known yet). */
export function SieveMirror({ model, label }: { model: SieveModel; label: string }) {
  const items = [];
  for (let k = 2; k <= model.n; k++) {
    const state = SIEVE_WORDS[model.states[k] ?? SIEVE_STATE.default] ?? 'default';
    items.push(
      <li key={k} data-value={k} data-state={state}>
        {state === 'default' ? String(k) : state === 'prime' ? `${k} (prime)` : `${k} (crossed out)`}
      </li>,
    );
  }
  return (
    <ol className="sr-only" aria-label={`${label}: numbers`}>
      {items}
    </ol>
  );
}

/** One item per node of the factor tree, with its parent: `prime` leaves, the `active` number left to factor. */
export function FactorTreeMirror({
  model,
  label,
  places,
  origin,
}: {
  model: FactorizationModel;
  label: string;
  /** Where each node is drawn, and the drawing's top-left corner in the figure. */
  places: ReadonlyMap<string, NodePlace>;
  origin: { x: number; y: number };
}) {
  const values = new Map(model.nodes.map((node) => [node.id, node.value]));
  return (
    <ol className="sr-only" aria-label={`${label}: factor tree`}>
      {model.nodes.map((node) => (
        <li
          key={node.id}
          data-node={node.id}
          data-value={node.value}
          data-parent={node.parent ?? ''}
          data-state={node.state}
          {...placeAttributes(places.get(node.id), origin)}
        >
          {[
            formatNumber(node.value),
            node.state === 'default' ? null : node.state,
            node.parent === null ? 'root' : `child of ${formatNumber(values.get(node.parent) ?? 0)}`,
          ]
            .filter(Boolean)
            .join(', ')}
        </li>
      ))}
    </ol>
  );
}
