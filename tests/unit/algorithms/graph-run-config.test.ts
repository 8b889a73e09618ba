import { describe, expect, it } from 'vitest';
import {
  decodeGraphRunConfig,
  defaultGraphRun,
  encodeGraphRunConfig,
} from '@/core/algorithms/graph/runConfig';
import { parseEdgeList } from '@/core/graph';

describe('graph run links', () => {
  it('carry a typed graph, the algorithm, source, target, speed and step', () => {
    const parsed = parseEdgeList('A B 1\nB C 2\nA C 5', { directed: false, weighted: true });
    if (!('graph' in parsed)) throw new Error(parsed.errors.join('; '));
    const run = {
      ...defaultGraphRun('dijkstra'),
      graph: parsed.graph,
      preset: null,
      source: 'B',
      target: 'C',
      speed: 80,
      step: 3,
    };
    const reopened = decodeGraphRunConfig(encodeGraphRunConfig(run));
    expect(reopened).toMatchObject({
      algorithm: 'dijkstra',
      preset: null,
      source: 'B',
      target: 'C',
      speed: 80,
      step: 3,
    });
    expect(reopened?.graph.vertices).toEqual(['A', 'B', 'C']);
    expect(reopened?.graph.edges).toEqual(parsed.graph.edges);
  });

  it('name no run when the algorithm is not a graph algorithm', () => {
    expect(decodeGraphRunConfig('algo=bubbleSort')).toBeNull();
    expect(decodeGraphRunConfig('')).toBeNull();
  });

  it('fall back to the preset, the first vertex and clamped numbers when parts are malformed', () => {
    const run = decodeGraphRunConfig(
      'algo=bfs&graph=%%%&preset=grid&source=ZZ&target=nope&speed=9999&step=-4',
    );
    expect(run).not.toBeNull();
    expect(run?.preset).toBe('grid');
    expect(run?.graph.vertices).toHaveLength(12);
    expect(run?.source).toBe('A');
    expect(run?.target).toBeNull();
    expect(run?.speed).toBe(100);
    expect(run?.step).toBe(0);
  });

  it('open an algorithm named alone on a graph it runs on: a DAG to sort, negative weights for Bellman-Ford', () => {
    expect(decodeGraphRunConfig('?algo=topoKahn')).toMatchObject({
      algorithm: 'topoKahn',
      preset: 'courses',
    });
    expect(decodeGraphRunConfig('?algo=topoDfs')).toMatchObject({ algorithm: 'topoDfs', preset: 'courses' });
    expect(decodeGraphRunConfig('?algo=bellmanFord')).toMatchObject({
      algorithm: 'bellmanFord',
      preset: 'negative-weights',
      source: 'S',
    });
    expect(decodeGraphRunConfig('?algo=floydWarshall')).toMatchObject({
      algorithm: 'floydWarshall',
      preset: 'all-pairs',
    });
    expect(decodeGraphRunConfig('?algo=bfs')?.preset).toBe('textbook');
    // A preset the link names wins.
    expect(decodeGraphRunConfig('?algo=bellmanFord&preset=negative-cycle')?.preset).toBe('negative-cycle');
  });
});
