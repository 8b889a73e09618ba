export type { Graph, GraphEdge, VertexPosition } from './graph';
export { MAX_EDGES, MAX_VERTICES, edgeKey } from './graph';
export type { Neighbour } from './queries';
export {
  adjacencyList,
  adjacencyMatrix,
  compareLabels,
  degree,
  edgeName,
  findEdge,
  hasEdge,
  inDegree,
  neighbours,
  outDegree,
  weightOf,
} from './queries';
export type { GraphEdit } from './edit';
export {
  MAX_WEIGHT,
  MIN_WEIGHT,
  addEdge,
  addVertex,
  graphErrors,
  isVertexLabel,
  moveVertex,
  nextVertexLabel,
  removeEdge,
  removeVertex,
  setDirected,
  setWeight,
  setWeighted,
  weightError,
} from './edit';
export type { EdgeListOptions, EdgeListResult } from './edgeList';
export { MAX_LISTED_ERRORS, formatEdgeList, parseEdgeList } from './edgeList';
export type { GraphPreset, GraphPresetId } from './presets';
export { GRAPH_PRESETS, circleLayout, graphPreset, isGraphPresetId } from './presets';
export { decodeGraph, encodeGraph } from './urlEncoding';
