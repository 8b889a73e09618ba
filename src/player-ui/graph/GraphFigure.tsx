import { useMemo, useRef, type ReactNode } from 'react';
import type { GraphRunModel } from '@/core/algorithms/graph/types';
import type { Graph, VertexPosition } from '@/core/graph/graph';
import { graphNodePlaces } from '@scenes/graph/layout';
import { useDrawingBox } from '@scenes/host/NodeLinkFrame';
import { SceneFigure } from '@scenes/host/SceneFigure';
import { GraphMirror } from './GraphMirror';

/**
 * The graph scene's figure on both graph pages: the canvas (with its editing surface) and the mirror,
 * whose vertices say where they are drawn, measured from the same layout the scene draws.
 */
export function GraphFigure({
  label,
  mirrorLabel,
  graph,
  positions,
  model,
  notes,
  narration,
  answer,
  order,
  className,
  children,
}: {
  label: string;
  mirrorLabel: string;
  graph: Graph;
  positions: Readonly<Record<string, VertexPosition>>;
  model: GraphRunModel;
  /** The scene leaves room for distance notes under the vertices. */
  notes: boolean;
  narration: string;
  /** The vertices or edges the answer shown by practice refers to. */
  answer?: readonly string[];
  /** Each placed vertex's position in a topological order (see GraphMirror). */
  order?: ReadonlyMap<string, number>;
  className?: string;
  children: ReactNode;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  const { width, origin } = useDrawingBox(boxRef);
  const places = useMemo(
    () => graphNodePlaces(graph, positions, width, notes),
    [graph, positions, width, notes],
  );
  return (
    <SceneFigure
      scene="graph"
      label={label}
      items={[]}
      mirror={
        <GraphMirror
          graph={graph}
          model={model}
          label={mirrorLabel}
          places={places}
          origin={origin}
          answer={answer}
          order={order}
        />
      }
      narration={narration}
      className={className}
    >
      <div ref={boxRef}>{children}</div>
    </SceneFigure>
  );
}
