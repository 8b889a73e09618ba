import { expect, type Locator } from '@playwright/test';

/**
 * Reads data-x, data-y and data-r from a node-link mirror and checks against the figure's box that no
 * two nodes overlap and every node lies inside the figure (docs/dom-mirror.md).
 */
export async function expectNodesApartInsideFigure(figure: Locator, least = 1) {
  const box = await figure.boundingBox();
  if (!box) throw new Error('the figure has no box');
  const nodes = await figure.locator('li[data-node]').evaluateAll((items) =>
    items.map((item) => ({
      id: item.getAttribute('data-node'),
      x: Number(item.getAttribute('data-x')),
      y: Number(item.getAttribute('data-y')),
      r: Number(item.getAttribute('data-r')),
    })),
  );
  expect(nodes.length).toBeGreaterThanOrEqual(least);
  for (const [i, a] of nodes.entries()) {
    expect(a.r, `node ${a.id} has a radius`).toBeGreaterThan(0);
    expect(a.x - a.r, `node ${a.id} left`).toBeGreaterThanOrEqual(0);
    expect(a.y - a.r, `node ${a.id} top`).toBeGreaterThanOrEqual(0);
    expect(a.x + a.r, `node ${a.id} right`).toBeLessThanOrEqual(box.width);
    expect(a.y + a.r, `node ${a.id} bottom`).toBeLessThanOrEqual(box.height);
    for (const b of nodes.slice(i + 1))
      expect(Math.hypot(a.x - b.x, a.y - b.y), `${a.id} and ${b.id}`).toBeGreaterThanOrEqual(a.r + b.r);
  }
}
