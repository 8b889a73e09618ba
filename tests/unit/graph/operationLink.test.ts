import { describe, expect, it } from 'vitest';
import { decodeGraph, graphPreset } from '@/core/graph';
import { decodeOperationLink, encodeOperationLink } from '@/core/graph/operationLink';
import type { GraphOperation } from '@/core/graph/operations';

describe('a Graphs run in a share link', () => {
  const graph = graphPreset('textbook');
  const operations: GraphOperation[] = [
    { op: 'addVertex', vertex: 'Z' },
    { op: 'removeVertex', vertex: 'A' },
    { op: 'addEdge', from: 'A', to: 'D', weight: 7 },
    { op: 'removeEdge', from: 'A', to: 'B' },
    { op: 'setWeight', from: 'A', to: 'B', weight: 2.5 },
    { op: 'neighbours', vertex: 'B' },
    { op: 'hasEdge', from: 'B', to: 'C' },
    { op: 'degree', vertex: 'C' },
  ];

  it.each(operations)('reopens $op with its arguments, on the same graph, at the same step', (operation) => {
    const query = encodeOperationLink(graph, operation, 3);
    expect(decodeOperationLink(query)).toEqual({ operation, step: 3 });
    expect(decodeGraph(new URLSearchParams(query).get('graph') ?? '')?.edges).toEqual(graph.edges);
  });

  it('names no operation for the graph alone', () => {
    const query = encodeOperationLink(graph, null, 0);
    expect([...new URLSearchParams(query).keys()]).toEqual(['graph']);
    expect(decodeOperationLink(query)).toBeNull();
  });

  it('ignores an unknown or incomplete operation, and reads a bad step as the start', () => {
    expect(decodeOperationLink('op=explode&vertex=A')).toBeNull();
    expect(decodeOperationLink('op=degree')).toBeNull();
    expect(decodeOperationLink('op=hasEdge&from=A')).toBeNull();
    expect(decodeOperationLink('op=addEdge&from=A&to=B')).toBeNull();
    expect(decodeOperationLink('op=addEdge&from=A&to=B&weight=x')).toBeNull();
    expect(decodeOperationLink('op=degree&vertex=A&step=-2')).toEqual({
      operation: { op: 'degree', vertex: 'A' },
      step: 0,
    });
  });
});
