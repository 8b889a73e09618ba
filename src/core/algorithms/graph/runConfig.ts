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
import { SPEED_DEFAULT, SPEED_MAX, SPEED_MIN } from '@/core/player/player';
import { enumParam, integerParam } from '@/core/urlParams';
import type { GraphAlgorithmId } from '../catalog';
import { GRAPH_ALGORITHM_MODULES, GRAPH_ALGORITHM_ORDER } from './registry';

export interface GraphRunConfig {
  algorithm: GraphAlgorithmId;
  graph: Graph;
  /** The preset the graph came from; null once the learner has changed it. */
  preset: GraphPresetId | null;
  source: string | null;
  target: string | null;
  speed: number;
  /** The frame to open at. */
  step: number;
}

export const DEFAULT_GRAPH_PRESET: GraphPresetId = 'textbook';

/** A fresh run of `algorithm` on the default preset, from its first vertex. */
export function defaultGraphRun(algorithm: GraphAlgorithmId = GRAPH_ALGORITHM_MODULES[0].id): GraphRunConfig {
  const graph = graphPreset(DEFAULT_GRAPH_PRESET);
  return {
    algorithm,
    graph,
    preset: DEFAULT_GRAPH_PRESET,
    source: graph.vertices[0] ?? null,
    target: null,
    speed: SPEED_DEFAULT,
    step: 0,
  };
}

export function encodeGraphRunConfig(config: GraphRunConfig): string {
  const params = new URLSearchParams({ algo: config.algorithm, graph: encodeGraph(config.graph) });
  if (config.preset !== null) params.set('preset', config.preset);
  if (config.source !== null) params.set('source', config.source);
  if (config.target !== null) params.set('target', config.target);
  params.set('speed', String(config.speed));
  params.set('step', String(config.step));
  return params.toString();
}

/**
 * Reads a graph run from URL parameters; null when they name no graph algorithm. A graph that does not
 * decode falls back to the preset named (or the default one); source and target are kept only when
 * they are vertices of the graph, and speed and step are clamped.
 */
export function decodeGraphRunConfig(search: string): GraphRunConfig | null {
  const params = new URLSearchParams(search);
  const algorithm = enumParam(params, 'algo', GRAPH_ALGORITHM_ORDER);
  if (algorithm === null) return null;
  const presetParam = params.get('preset');
  const preset = presetParam !== null && isGraphPresetId(presetParam) ? presetParam : null;
  const decoded = decodeGraph(params.get('graph') ?? '');
  const graph = decoded ?? graphPreset(preset ?? DEFAULT_GRAPH_PRESET);
  const vertex = (name: string) => {
    const value = params.get(name);
    return value !== null && graph.vertices.includes(value) ? value : null;
  };
  const speed = integerParam(params, 'speed') ?? SPEED_DEFAULT;
  return {
    algorithm,
    graph,
    preset: decoded ? preset : (preset ?? DEFAULT_GRAPH_PRESET),
    source: vertex('source') ?? graph.vertices[0] ?? null,
    target: vertex('target'),
    speed: Math.min(SPEED_MAX, Math.max(SPEED_MIN, speed)),
    step: Math.max(0, integerParam(params, 'step') ?? 0),
  };
}
