import { describe, expect, it } from 'vitest';
import { writeText } from '@/player-ui/ElapsedTime';

/** A stand-in for an element: its children are text nodes, and textContent replaces them all. */
function fakeElement(...texts: string[]) {
  const element = {
    children: [] as { nodeType: number; data: string; nextSibling: unknown }[],
    replaced: 0,
    get firstChild() {
      return element.children[0] ?? null;
    },
    get textContent() {
      return element.children.map((child) => child.data).join('');
    },
    set textContent(text: string) {
      element.replaced += 1;
      element.children = [];
      appendText(text);
    },
  };
  const appendText = (data: string) => {
    const node = { nodeType: 3, data, nextSibling: null as unknown };
    const previous = element.children.at(-1);
    if (previous) previous.nextSibling = node;
    element.children.push(node);
  };
  texts.forEach(appendText);
  return element;
}

describe('the elapsed time while a run plays', () => {
  it('shows the new time in the same text node, frame after frame', () => {
    const element = fakeElement('0.00s');
    const node = element.firstChild;
    writeText(element as never, '0.02s');
    writeText(element as never, '0.03s');
    expect(element.textContent).toBe('0.03s');
    expect(element.firstChild).toBe(node);
    expect(element.replaced).toBe(0);
  });

  it('shows the time in an element with no text, or with more than one node, by replacing its content', () => {
    const empty = fakeElement();
    writeText(empty as never, '1.00s');
    expect(empty.textContent).toBe('1.00s');
    const split = fakeElement('1.', '00s');
    writeText(split as never, '1.25s');
    expect(split.textContent).toBe('1.25s');
    expect(split.children).toHaveLength(1);
  });
});
