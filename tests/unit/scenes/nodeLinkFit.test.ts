import { describe, expect, it } from 'vitest';
import { GRAPH_PRESETS, graphPreset } from '@/core/graph';
import { buildTreeKeys, TEXTBOOK_KEYS, treeFromKeys } from '@/core/tree';
import { recursionTreeLayout, type CallLike } from '@scenes/recursion/layout';
import { graphNodePlaces, graphSceneHeight, layoutGraphGeometry, plateClears } from '@scenes/graph/layout';
import { heapNodePlaces, heapSceneHeight, heapSceneWidth } from '@scenes/heap/layout';
import { canvasWidthAt, type NodePlace } from '@scenes/host/nodeLinkView';
import { treeCanvasHeight, treeGeometry, treeMinWidth, treeNodePlaces } from '@scenes/tree/layout';

const WIDTHS = [320, 375, 768, 1440, 3840];
const GAP = 2;

/** Every pair of circles at least GAP apart, and every circle inside the width × height box. */
function expectApartAndInside(places: readonly NodePlace[], width: number, height: number) {
  for (const [i, a] of places.entries()) {
    expect(a.x - a.r).toBeGreaterThanOrEqual(-0.01);
    expect(a.x + a.r).toBeLessThanOrEqual(width + 0.01);
    expect(a.y - a.r).toBeGreaterThanOrEqual(-0.01);
    expect(a.y + a.r).toBeLessThanOrEqual(height + 0.01);
    for (const b of places.slice(i + 1))
      expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(a.r + b.r + GAP);
  }
}

const shuffledKeys = Array.from({ length: 31 }, (_, i) => ((i * 17) % 31) * 3 + 1);

describe('node-link scenes fit their box at every width', () => {
  it.each(WIDTHS)('tree, small and 31 keys, at %i px: apart, inside, legible or panned', (frame) => {
    for (const keys of [buildTreeKeys('bst', TEXTBOOK_KEYS), buildTreeKeys('avl', shuffledKeys)]) {
      const model = treeFromKeys(keys);
      const geometry = treeGeometry([model]);
      const width = canvasWidthAt(frame, treeMinWidth(geometry), 1);
      const places = [...treeNodePlaces(model, geometry, width).values()];
      expect(places).toHaveLength(keys.length);
      expectApartAndInside(places, width, treeCanvasHeight(geometry, width));
      // Never below the legible radius as the page opens; a small tree grows on a wide screen, capped.
      expect(places[0]?.r).toBeGreaterThanOrEqual(11);
      expect(places[0]?.r).toBeLessThanOrEqual(23);
    }
    const small = treeFromKeys(buildTreeKeys('bst', TEXTBOOK_KEYS));
    const geometry = treeGeometry([small]);
    if (frame >= 768) expect(treeNodePlaces(small, geometry, frame).get(50)?.r).toBeGreaterThan(14);
  });

  it.each(WIDTHS)('heap of 7 and 31 at %i px: apart and inside', (frame) => {
    for (const size of [7, 31]) {
      const width = canvasWidthAt(frame, heapSceneWidth(size, 0), 1);
      const places = heapNodePlaces(size, width);
      expectApartAndInside(places, width, heapSceneHeight(size, width));
    }
  });

  it.each(WIDTHS)(
    'graph presets at %i px: vertices apart and inside, weights clear of every vertex',
    (width) => {
      for (const preset of GRAPH_PRESETS) {
        const graph = graphPreset(preset.id);
        const positions = graph.positions ?? {};
        const places = [...graphNodePlaces(graph, positions, width, true).values()];
        expectApartAndInside(places, width, graphSceneHeight(width));
        const layout = layoutGraphGeometry(graph, positions, width, graphSceneHeight(width), true);
        const clear = layout.edges.filter(
          (edge) =>
            edge.weight === null || plateClears(edge.weight, edge.weight, layout.vertices, layout.radius),
        );
        expect(clear).toHaveLength(layout.edges.length);
      }
    },
  );

  it.each(WIDTHS)("fib(6)'s call tree at %i px: calls apart, inside, legible or panned", (frame) => {
    const calls: CallLike[] = [];
    const call = (n: number, parent: string | null) => {
      const id = `c${calls.length}`;
      calls.push({ id, parent });
      if (n > 1) {
        call(n - 1, id);
        call(n - 2, id);
      }
    };
    call(6, null);
    const natural = recursionTreeLayout(calls, 1, 2);
    const width = canvasWidthAt(frame, natural.minWidth, 1);
    const layout = recursionTreeLayout(calls, width, 2);
    const places = [...layout.nodes.values()].map((at) => ({ x: at.x, y: at.y, r: layout.radius }));
    expectApartAndInside(places, width, layout.height);
    expect(layout.radius).toBeGreaterThanOrEqual(10);
    // The return value under a call ends above where the edges to its children start.
    expect(layout.valueY + layout.valueFontSize / 2).toBeLessThan(layout.edgeStartY);
  });
});
