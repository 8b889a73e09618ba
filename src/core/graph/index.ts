export type { Graph, GraphEdge, VertexPosition } from './graph';
export { MAX_EDGES, MAX_VERTICES, edgeKey } from './graph';
export {
  adjacencyList,
  adjacencyMatrix,
  compareLabels,
  degree,
  hasEdge,
  inDegree,
  neighbours,
  outDegree,
} from './queries';
export type { GraphEdit } from './edit';
export {
  addEdge,
  addVertex,
  graphErrors,
  MAX_LABEL_LENGTH,
  moveVertex,
  nextVertexLabel,
  normaliseVertexLabel,
  removeEdge,
  removeVertex,
  setDirected,
  setWeight,
  setWeighted,
} from './edit';
export type { EdgeListOptions } from './edgeList';
export { formatEdgeList, MAX_EDGE_LIST_CHARS, parseEdgeList } from './edgeList';
export type { GraphPresetId } from './presets';
export { GRAPH_PRESETS, circleLayout, graphPreset, isGraphPresetId } from './presets';
export { decodeGraph, encodeGraph, graphLinkNotice } from './urlEncoding';
