import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ALGORITHMS } from '@/core/algorithms/allAlgorithms';
import { ComplexityTable, InformationPanel } from '@/player-ui/InformationPanel';

describe('complexity table', () => {
  it('shows quick sort’s note on its space in the Space row, on the cards and in the Information tab', () => {
    const note = ALGORITHMS.quickSort.spaceNote ?? '';
    for (const html of [
      renderToStaticMarkup(<ComplexityTable info={ALGORITHMS.quickSort} />),
      renderToStaticMarkup(<InformationPanel info={ALGORITHMS.quickSort} />),
    ]) {
      const space = /<th scope="row"[^>]*>Space<\/th><td[^>]*>(.*?)<\/td>/.exec(html)?.[1] ?? '';
      expect(space).toContain('O(log n)');
      expect(space).toContain(note);
    }
  });

  it('shows no note where the figure needs none', () => {
    const html = renderToStaticMarkup(<ComplexityTable info={ALGORITHMS.mergeSort} />);
    expect(/<th scope="row"[^>]*>Space<\/th><td[^>]*>(.*?)<\/td>/.exec(html)?.[1]).toBe('O(n)');
  });
});
