/**
 * What each mathematical algorithm shows for one frame: its scene with the DOM mirror, and the run's
 * state in words beside it (the divisions, the primes so far, the factors so far).
 */
import type { ReactNode } from 'react';
import { SceneCanvas } from '@scenes/host/SceneCanvas';
import { SceneFigure } from '@scenes/host/SceneFigure';
import { factorTreeHeight, gcdSceneHeight, sieveSceneHeight, treeShape } from '@scenes/math/layout';
import type { ModelTrace } from '@/core/trace';
import { formatNumber } from '@/core/algorithms/math/input';
import type { GcdModel, GcdStep } from '@/core/algorithms/math/gcd/gcd';
import { SIEVE_STATE, type SieveModel, type SieveStep } from '@/core/algorithms/math/sieve/sieve';
import {
  productOfPowers,
  type FactorizationModel,
  type FactorizationStep,
} from '@/core/algorithms/math/factorization/factorization';
import { FactorTreeMirror, GcdMirror, SieveMirror } from './MathMirrors';

export type MathRun =
  | { readonly algorithm: 'gcd'; readonly trace: ModelTrace<GcdModel, GcdStep> }
  | { readonly algorithm: 'sieve'; readonly trace: ModelTrace<SieveModel, SieveStep> }
  | {
      readonly algorithm: 'factorization';
      readonly trace: ModelTrace<FactorizationModel, FactorizationStep>;
    };

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl bg-surface-2 px-3 py-2">
      <h3 className="text-xs font-medium text-muted">{title}</h3>
      <div className="mt-1 font-mono text-sm break-words">{children}</div>
    </section>
  );
}

interface ViewProps {
  run: MathRun;
  index: number;
  name: string;
  narration: string;
}

/** The narration of a frame: its step's message, or `ready` before the first step. */
export function frameMessage(run: MathRun, index: number, ready: string): string {
  return index === 0 ? ready : (run.trace.steps[index - 1]?.message ?? ready);
}

function GcdView({ trace, index, name, narration }: ViewProps & { trace: ModelTrace<GcdModel, GcdStep> }) {
  const { model } = trace.frameAt(index);
  return (
    <>
      <SceneFigure
        scene="gcd"
        label={`${name}: squares tiling a ${formatNumber(model.a)} × ${formatNumber(model.b)} rectangle`}
        items={[]}
        mirror={<GcdMirror model={model} label={name} />}
        narration={narration}
      >
        <SceneCanvas
          height={gcdSceneHeight(model.a, model.b)}
          scene={{
            name: 'gcd',
            props: {
              model: { a: model.a, b: model.b, divisions: model.divisions, done: model.gcd !== null },
            },
          }}
        />
      </SceneFigure>
      <Panel title="Divisions">
        {model.divisions.length === 0 ? (
          <p>none yet</p>
        ) : (
          <ol className="space-y-0.5" data-testid="divisions">
            {model.divisions.map(({ a, b, q, r }, i) => (
              <li
                key={i}
              >{`${formatNumber(a)} = ${formatNumber(q)} × ${formatNumber(b)} + ${formatNumber(r)}`}</li>
            ))}
          </ol>
        )}
      </Panel>
    </>
  );
}

function SieveView({
  trace,
  index,
  name,
  narration,
}: ViewProps & { trace: ModelTrace<SieveModel, SieveStep> }) {
  const { model } = trace.frameAt(index);
  const primes: number[] = [];
  for (let k = 2; k <= model.n; k++) if (model.states[k] === SIEVE_STATE.prime) primes.push(k);
  return (
    <>
      <SceneFigure
        scene="sieve"
        label={`${name}: the numbers from 2 to ${formatNumber(model.n)}`}
        items={[]}
        mirror={<SieveMirror model={model} label={name} />}
        narration={narration}
      >
        <SceneCanvas height={sieveSceneHeight(model.n)} scene={{ name: 'sieve', props: { model } }} />
      </SceneFigure>
      <Panel title={`Primes so far (${primes.length})`}>
        <p data-testid="primes">{primes.length > 0 ? primes.join(', ') : 'none yet'}</p>
      </Panel>
    </>
  );
}

function FactorizationView({
  trace,
  index,
  name,
  narration,
}: ViewProps & { trace: ModelTrace<FactorizationModel, FactorizationStep> }) {
  const { model } = trace.frameAt(index);
  const final = trace.frameAt(trace.stepCount).model;
  const shape = treeShape(final.nodes, formatNumber);
  const left = model.nodes.findLast((node) => node.state === 'active');
  return (
    <>
      <SceneFigure
        scene="factor-tree"
        label={`${name}: the factor tree of ${formatNumber(model.n)}`}
        items={[]}
        mirror={<FactorTreeMirror model={model} label={name} />}
        narration={narration}
      >
        <SceneCanvas
          height={(width) => factorTreeHeight(shape.depth, width)}
          scene={{ name: 'factor-tree', props: { model: { nodes: model.nodes, shape } } }}
        />
      </SceneFigure>
      <div className="grid gap-2 sm:grid-cols-2">
        <Panel title="Factors so far">
          <p data-testid="factors">
            {model.factors.length > 0 ? productOfPowers(model.factors) : 'none yet'}
          </p>
        </Panel>
        <Panel title="Left to factor">
          <p data-testid="remaining">
            {left ? formatNumber(left.value) : 'nothing: every prime factor is found'}
            {model.d !== null && left ? `, last divisor tried d = ${formatNumber(model.d)}` : ''}
          </p>
        </Panel>
      </div>
    </>
  );
}

/** The scene, its mirror and the panels of the run's current frame. */
export function MathView(props: ViewProps) {
  const { run } = props;
  switch (run.algorithm) {
    case 'gcd':
      return <GcdView {...props} trace={run.trace} />;
    case 'sieve':
      return <SieveView {...props} trace={run.trace} />;
    case 'factorization':
      return <FactorizationView {...props} trace={run.trace} />;
  }
}
