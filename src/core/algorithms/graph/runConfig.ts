/**
 * Everything that reopens a graph run exactly, and its URL form: the algorithm, the graph itself (so a
 * graph the learner typed survives the link), the preset it came from, source, target, speed and step.
 */
import {
  decodeGraph,
  encodeGraph,
  graphPreset,
  isGraphPresetId,
  type Graph,
  type GraphPresetId,
} from '@/core/graph';
import { SPEED_DEFAULT } from '@/core/player/player';
import { runLinkCodec, type Playback } from '@/core/player/runLink';
import { enumParam } from '@/core/urlParams';
import type { GraphAlgorithmId } from '../catalog';
import { GRAPH_ALGORITHM_MODULES, GRAPH_ALGORITHM_ORDER, GRAPH_ALGORITHMS } from './registry';

interface GraphRun {
  readonly algorithm: GraphAlgorithmId;
  readonly graph: Graph;
  /** The preset the graph came from; null once the learner has changed it. */
  readonly preset: GraphPresetId | null;
  readonly source: string | null;
  readonly target: string | null;
}

export type GraphRunConfig = GraphRun & Playback;

export const DEFAULT_GRAPH_PRESET: GraphPresetId = 'textbook';

/** The preset an algorithm opens on: its own (a DAG for a topological sort), else the default. */
function openingPreset(algorithm: GraphAlgorithmId): GraphPresetId {
  const module: { readonly opensOn?: GraphPresetId } = GRAPH_ALGORITHMS[algorithm];
  return module.opensOn ?? DEFAULT_GRAPH_PRESET;
}

/** A fresh run of `algorithm` on the preset it opens on, from its first vertex. */
export function defaultGraphRun(algorithm: GraphAlgorithmId = GRAPH_ALGORITHM_MODULES[0].id): GraphRunConfig {
  const preset = openingPreset(algorithm);
  const graph = graphPreset(preset);
  return {
    algorithm,
    graph,
    preset,
    source: graph.vertices[0] ?? null,
    target: null,
    speed: SPEED_DEFAULT,
    step: 0,
  };
}

/**
 * A graph run's link: a graph that does not decode falls back to the preset named (or the default one);
 * source and target are kept only when they are vertices of the graph.
 */
const graphRunLink = runLinkCodec<GraphRun>({
  write: (run) => ({
    algo: run.algorithm,
    graph: encodeGraph(run.graph),
    preset: run.preset,
    source: run.source,
    target: run.target,
  }),
  read: (params) => {
    const algorithm = enumParam(params, 'algo', GRAPH_ALGORITHM_ORDER);
    if (algorithm === null) return null;
    const presetParam = params.get('preset');
    const preset = presetParam !== null && isGraphPresetId(presetParam) ? presetParam : null;
    const decoded = decodeGraph(params.get('graph') ?? '');
    const graph = decoded ?? graphPreset(preset ?? openingPreset(algorithm));
    const vertex = (name: string) => {
      const value = params.get(name);
      return value !== null && graph.vertices.includes(value) ? value : null;
    };
    return {
      algorithm,
      graph,
      preset: decoded ? preset : (preset ?? openingPreset(algorithm)),
      source: vertex('source') ?? graph.vertices[0] ?? null,
      target: vertex('target'),
    };
  },
});

export const encodeGraphRunConfig: (config: GraphRunConfig) => string = graphRunLink.encode;
/** Reads a graph run from URL parameters; null when they name no graph algorithm. */
export const decodeGraphRunConfig: (search: string) => GraphRunConfig | null = graphRunLink.decode;
