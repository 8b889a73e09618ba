/**
 * What each mathematical algorithm shows for one frame: its scene with the DOM mirror, and the run's
 * state in words beside it (the divisions, the primes so far, the factors so far).
 */
import { FramePanel, type FrameViewProps } from '@/player-ui/FramePanel';
import { useRef, type ReactNode } from 'react';
import { SceneCanvas } from '@scenes/catalog/SceneCanvas';
import { SceneFigure } from '@scenes/host/SceneFigure';
import {
  factorTreeHeight,
  gcdSceneHeight,
  layoutFactorTree,
  sieveSceneHeight,
  treeShape,
} from '@scenes/math/layout';
import { useDrawingBox } from '@scenes/host/NodeLinkFrame';
import type { ModelTrace } from '@/core/trace';
import type { MathPicture } from '@/core/algorithms/math/types';
import type { AnyModelTrace } from '@/player-ui/TracePlayerCard';
import { formatNumber } from '@/core/algorithms/math/input';
import type { GcdModel, GcdStep } from '@/core/algorithms/math/gcd/gcd';
import { SIEVE_STATE, type SieveModel, type SieveStep } from '@/core/algorithms/math/sieve/sieve';
import {
  productOfPowers,
  type FactorizationModel,
  type FactorizationStep,
} from '@/core/algorithms/math/factorization/factorization';
import { FactorTreeMirror, GcdMirror, SieveMirror } from './MathMirrors';

type ViewProps = FrameViewProps;

function GcdView({ trace, index, name, narration }: ViewProps & { trace: ModelTrace<GcdModel, GcdStep> }) {
  const { model } = trace.frameAt(index);
  return (
    <>
      <SceneFigure
        scene="square-tiling"
        label={`${name}: squares tiling a ${formatNumber(model.a)} × ${formatNumber(model.b)} rectangle`}
        items={[]}
        mirror={<GcdMirror model={model} label={name} />}
        narration={narration}
      >
        <SceneCanvas
          height={gcdSceneHeight(model.a, model.b)}
          scene={{
            name: 'square-tiling',
            props: {
              model: { a: model.a, b: model.b, divisions: model.divisions, done: model.gcd !== null },
            },
          }}
        />
      </SceneFigure>
      <FramePanel title="Divisions">
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
      </FramePanel>
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
        scene="number-grid"
        label={`${name}: the numbers from 2 to ${formatNumber(model.n)}`}
        items={[]}
        mirror={<SieveMirror model={model} label={name} />}
        narration={narration}
      >
        <SceneCanvas height={sieveSceneHeight(model.n)} scene={{ name: 'number-grid', props: { model } }} />
      </SceneFigure>
      <FramePanel title={`Primes so far (${primes.length})`}>
        <p data-testid="primes">{primes.length > 0 ? primes.join(', ') : 'none yet'}</p>
      </FramePanel>
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
  const boxRef = useRef<HTMLDivElement>(null);
  const { width, origin } = useDrawingBox(boxRef);
  // A pill's data-r is half its width: the circle around its widest extent along the row.
  const placed = layoutFactorTree(
    model.nodes,
    formatNumber,
    width,
    factorTreeHeight(shape.depth, width),
    shape,
  );
  const places = new Map(placed.map((node) => [node.id, { x: node.x, y: node.y, r: node.width / 2 }]));
  return (
    <>
      <SceneFigure
        scene="factor-tree"
        label={`${name}: the factor tree of ${formatNumber(model.n)}`}
        items={[]}
        mirror={<FactorTreeMirror model={model} label={name} places={places} origin={origin} />}
        narration={narration}
      >
        <div ref={boxRef}>
          <SceneCanvas
            height={(width) => factorTreeHeight(shape.depth, width)}
            scene={{ name: 'factor-tree', props: { model: { nodes: model.nodes, shape } } }}
          />
        </div>
      </SceneFigure>
      <div className="grid gap-2 sm:grid-cols-2">
        <FramePanel title="Factors so far">
          <p data-testid="factors">
            {model.factors.length > 0 ? productOfPowers(model.factors) : 'none yet'}
          </p>
        </FramePanel>
        <FramePanel title="Left to factor">
          <p data-testid="remaining">
            {left ? formatNumber(left.value) : 'nothing: every prime factor is found'}
            {model.d !== null && left ? `, last divisor tried d = ${formatNumber(model.d)}` : ''}
          </p>
        </FramePanel>
      </div>
    </>
  );
}

/**
 * The scene, its mirror and the panels of a run's frame, by the kind of picture its algorithm declares.
 * Each view reads the model of its own picture: a module that declares a picture records that model.
 */
export const MATH_PICTURES: {
  readonly [P in MathPicture]: (props: ViewProps & { trace: AnyModelTrace }) => ReactNode;
} = {
  'square-tiling': ({ trace, ...props }) => (
    <GcdView {...props} trace={trace as unknown as ModelTrace<GcdModel, GcdStep>} />
  ),
  'number-grid': ({ trace, ...props }) => (
    <SieveView {...props} trace={trace as unknown as ModelTrace<SieveModel, SieveStep>} />
  ),
  'factor-tree': ({ trace, ...props }) => (
    <FactorizationView
      {...props}
      trace={trace as unknown as ModelTrace<FactorizationModel, FactorizationStep>}
    />
  ),
};
