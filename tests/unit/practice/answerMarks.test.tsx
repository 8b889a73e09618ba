import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SceneFigure } from '@scenes/host/SceneFigure';
import { layoutBars } from '@scenes/bars/layout';
import { layoutCells } from '@scenes/cells/layout';
import type { ScenePalette } from '@scenes/host/palette';
import { lcsModule } from '@/core/algorithms/dp/lcs/lcs';
import { bfsModule } from '@/core/algorithms/graph';
import { graphPreset } from '@/core/graph';
import { traceHashTableRun } from '@/core/hash-table';
import { buildHeap, traceHeapRun } from '@/core/heap';
import { traceTreeRun } from '@/core/tree';
import { DpTableMirror } from '@/features/dp/DpMirrors';
import { HashTableMirror } from '@/features/data-structures/hash-tables/HashTableMirror';
import { HeapMirror } from '@/features/data-structures/heaps/HeapMirror';
import { TreeMirror } from '@/features/data-structures/trees/TreeMirror';
import { GraphMirror } from '@/player-ui/graph/GraphMirror';

/** The opening tags of the items marked as the answer. */
const marked = (html: string) => html.match(/<li[^>]*data-answer="true"[^>]*>/g) ?? [];

const palette = Object.fromEntries(
  [
    'background',
    'bar',
    'active',
    'compare',
    'sorted',
    'cell',
    'target',
    'found',
    'range',
    'label',
    'labelOnFill',
    'grid',
  ].map((key) => [key, 0x888888]),
) as unknown as ScenePalette;

describe('the practice answer in the mirrors and scenes', () => {
  it('marks the bars or cells named, in the mirror and with a ring', () => {
    const html = renderToStaticMarkup(
      <SceneFigure
        scene="bars"
        label="Bubble Sort"
        narration=""
        items={[
          { value: 6, state: 'compare', answer: true },
          { value: 10, state: 'compare', answer: true },
          { value: 3, state: 'default' },
        ]}
      >
        {null}
      </SceneFigure>,
    );
    expect(marked(html)).toHaveLength(2);
    expect(html).toContain('6 (compare), the answer</li>');
    expect(html).toContain('<li data-value="3" data-state="default">3</li>');
    const items = [
      { id: 0, value: 6, state: 'compare' as const, answer: true },
      { id: 1, value: 10, state: 'default' as const },
    ];
    expect(layoutBars(items, 200, 100, palette).map((bar) => bar.ring)).toEqual([true, false]);
    expect(layoutCells(items, 300, palette, null).cells.map((cell) => cell.ring)).toEqual([true, false]);
  });

  it('marks the DP cell named, and nothing without an answer', () => {
    const table = lcsModule.trace({ a: 'AB', b: 'BA' }).frameAt(3).model.table;
    if (!table) throw new Error('LCS has a table');
    const html = renderToStaticMarkup(<DpTableMirror table={table} label="LCS" answer={['1,1']} />);
    expect(marked(html)).toEqual([expect.stringContaining('data-row="1" data-col="1"')]);
    expect(marked(renderToStaticMarkup(<DpTableMirror table={table} label="LCS" />))).toEqual([]);
  });

  it('marks the vertex or edge named on the graph', () => {
    const graph = graphPreset('textbook');
    const model = bfsModule
      .trace(graph, { source: graph.vertices[0] ?? null, target: null })
      .frameAt(2).model;
    const vertex = graph.vertices[1] ?? '';
    const html = renderToStaticMarkup(
      <GraphMirror
        graph={graph}
        model={model}
        label="BFS"
        places={new Map()}
        origin={{ x: 0, y: 0 }}
        answer={[vertex]}
      />,
    );
    expect(marked(html)).toEqual([expect.stringContaining(`data-node="${vertex}"`)]);
  });

  it('marks the tree key, both items of the heap index and the keys in the hash bucket', () => {
    const tree = traceTreeRun({ variant: 'bst', keys: [50, 30, 70], operation: null, value: null });
    const treeHtml = renderToStaticMarkup(
      <TreeMirror
        model={tree.frameAt(0).model}
        label="BST"
        avl={false}
        places={new Map()}
        origin={{ x: 0, y: 0 }}
        answer={['30']}
      />,
    );
    expect(marked(treeHtml)).toEqual([expect.stringContaining('data-node="30"')]);

    const heap = traceHeapRun({
      kind: 'min',
      values: buildHeap('min', [4, 8, 19]),
      operation: null,
      value: null,
    });
    const heapHtml = renderToStaticMarkup(
      <HeapMirror
        model={heap.frameAt(0).model}
        label="Heap"
        places={[]}
        origin={{ x: 0, y: 0 }}
        answer={['1']}
      />,
    );
    expect(marked(heapHtml)).toHaveLength(2);
    for (const tag of marked(heapHtml)) expect(tag).toContain('data-index="1"');

    const hash = traceHashTableRun({
      mode: 'chaining',
      history: [8, 15, 3].map((key) => ({ op: 'insert' as const, key })),
      operation: null,
      key: null,
    });
    const hashHtml = renderToStaticMarkup(
      <HashTableMirror model={hash.frameAt(0).model} label="Hash" answer={['1']} />,
    );
    expect(marked(hashHtml).length).toBeGreaterThan(0);
    for (const tag of marked(hashHtml)) expect(tag).toContain('data-bucket="1"');
  });
});
