import { describe, expect, it } from 'vitest';
import { forestGeometry, forestNodePlaces, type ForestNode } from '@scenes/host/forestLayout';
import { trieForest } from '@scenes/trie/layout';
import { unionFindForest } from '@scenes/union-find/layout';
import { TEXTBOOK_WORDS, traceTrieRun } from '@/core/trie';
import { singletons, textbookSets, traceUnionFindRun } from '@/core/union-find';

function expectApartInside(nodes: readonly ForestNode[], width: number) {
  const geometry = forestGeometry([nodes]);
  const places = [...forestNodePlaces(nodes, geometry, width).values()];
  expect(places).toHaveLength(nodes.length);
  for (const [i, a] of places.entries()) {
    expect(a.x - a.r).toBeGreaterThanOrEqual(0);
    expect(a.y - a.r).toBeGreaterThanOrEqual(0);
    expect(a.y + a.r).toBeLessThanOrEqual(geometry.height * (a.r / 15) + 0.01);
    for (const b of places.slice(i + 1))
      expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(a.r + b.r);
  }
  return places;
}

describe('the forest layout', () => {
  it('draws the textbook union-find forest with every root on the top row, no two nodes overlapping', () => {
    const model = traceUnionFindRun({ ...textbookSets(), operation: null, a: null, b: null }).frameAt(
      0,
    ).model;
    const nodes = unionFindForest(model);
    expect(nodes.filter((node) => node.ring).map((node) => node.id)).toEqual([0, 8]);
    expect(nodes.find((node) => node.id === 0)?.note).toBe('rank 3');
    const places = forestNodePlaces(nodes, forestGeometry([nodes]), 600);
    expect(places.get(0)?.y).toBe(places.get(8)?.y);
    expect(places.get(7)?.y).toBeGreaterThan(places.get(6)?.y ?? Infinity);
    expectApartInside(nodes, 600);
  });

  it('draws sixteen singletons side by side on one row', () => {
    const model = traceUnionFindRun({ ...singletons(16), operation: null, a: null, b: null }).frameAt(
      0,
    ).model;
    const places = expectApartInside(unionFindForest(model), 1200);
    expect(new Set(places.map((place) => place.y)).size).toBe(1);
  });

  it('draws the trie with its letters in order under each node and the end of each word ringed', () => {
    const model = traceTrieRun({ words: TEXTBOOK_WORDS, operation: null, word: null }).frameAt(0).model;
    const nodes = trieForest(model);
    expect(nodes[0]?.label).toBe('root');
    expect(nodes.filter((node) => node.ring)).toHaveLength(TEXTBOOK_WORDS.length);
    const places = forestNodePlaces(nodes, forestGeometry([nodes]), 800);
    const idOf = (prefix: string) => model.nodes.find((node) => node.prefix === prefix)?.id ?? -1;
    expect(places.get(idOf('a'))?.x).toBeLessThan(places.get(idOf('b'))?.x ?? -Infinity);
    expect(places.get(idOf('b'))?.x).toBeLessThan(places.get(idOf('t'))?.x ?? -Infinity);
    expectApartInside(nodes, 800);
  });

  it('keeps one geometry for a whole run, as tall as its deepest step', () => {
    const trace = traceTrieRun({ words: ['a'], operation: 'insert', word: 'abcd' });
    const frames = [trace.frameAt(0).model, ...trace.steps.map((step) => step.model)].map(trieForest);
    expect(forestGeometry(frames).height).toBeGreaterThan(forestGeometry([frames[0] ?? []]).height);
  });
});
