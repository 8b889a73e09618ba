import { describe, expect, it } from 'vitest';
import { parseSuggestion, suggestionLine } from '@/core/tutor/suggestions';
import { parseMessageText } from '@/features/chat/formatMessage';
import { siteLink, splitLinks } from '@/features/chat/siteLinks';

describe('parseMessageText', () => {
  it('turns "- " lines into a list and indented lines into code', () => {
    expect(
      parseMessageText(
        'Stack ke operations:\n- push\n- pop\n\nCode:\n    stack.push(1);\n    stack.pop();\nChamka?',
      ),
    ).toEqual([
      { kind: 'paragraph', lines: ['Stack ke operations:'] },
      { kind: 'list', items: ['push', 'pop'] },
      { kind: 'paragraph', lines: ['Code:'] },
      { kind: 'code', lines: ['stack.push(1);', 'stack.pop();'] },
      { kind: 'paragraph', lines: ['Chamka?'] },
    ]);
  });

  it('keeps relative indentation and inner blank lines of code', () => {
    expect(parseMessageText('    function f() {\n      return 1;\n\n    }\n\nDone')).toEqual([
      { kind: 'code', lines: ['function f() {', '  return 1;', '', '}'] },
      { kind: 'paragraph', lines: ['Done'] },
    ]);
  });

  it('splits paragraphs on blank lines and keeps line breaks inside one', () => {
    expect(parseMessageText('a\nb\n\n\nc')).toEqual([
      { kind: 'paragraph', lines: ['a', 'b'] },
      { kind: 'paragraph', lines: ['c'] },
    ]);
  });

  it('never interprets HTML: it stays text', () => {
    expect(parseMessageText('<img src=x onerror=alert(1)>')).toEqual([
      { kind: 'paragraph', lines: ['<img src=x onerror=alert(1)>'] },
    ]);
  });

  it('handles a partial text mid-typewriter', () => {
    expect(parseMessageText('- one\n- tw')).toEqual([{ kind: 'list', items: ['one', 'tw'] }]);
    expect(parseMessageText('')).toEqual([]);
  });
});

describe('parseMessageText on long texts', () => {
  // Saved messages are shown again after a reload, so a text that broke this would break the chat
  // screen on every visit.
  it('formats a line with 200,000 spaces inside and after it', () => {
    const spaces = ' '.repeat(200_000);
    expect(parseMessageText(`x${spaces}y`)).toEqual([{ kind: 'paragraph', lines: [`x${spaces}y`] }]);
    expect(parseMessageText(`x${spaces}\n- item${spaces}`)).toEqual([
      { kind: 'paragraph', lines: ['x'] },
      { kind: 'list', items: ['item'] },
    ]);
  });

  it('formats a reply of 150,000 indented lines as one code block', () => {
    const blocks = parseMessageText('  a\n'.repeat(150_000));
    expect(blocks).toHaveLength(1);
    const [code] = blocks;
    expect(code?.kind).toBe('code');
    const lines = code?.kind === 'code' ? code.lines : [];
    expect(lines).toHaveLength(150_000);
    expect(lines.every((line) => line === 'a')).toBe(true);
  });
});

describe('suggestions', () => {
  it('groups "↪ " lines into one block of suggestions', () => {
    expect(parseMessageText('Paas ke topics:\n↪ Trie (Prefix Tree)\n↪ Segment Tree\nChamka?')).toEqual([
      { kind: 'paragraph', lines: ['Paas ke topics:'] },
      { kind: 'suggestions', items: ['Trie (Prefix Tree)', 'Segment Tree'] },
      { kind: 'paragraph', lines: ['Chamka?'] },
    ]);
  });

  it('reads what the tutor writes', () => {
    expect(parseMessageText(suggestionLine('  Binary   Search '))).toEqual([
      { kind: 'suggestions', items: ['Binary Search'] },
    ]);
    expect(parseSuggestion('↪ ')).toBeNull();
    expect(parseSuggestion('- Stack')).toBeNull();
  });
});

describe('site links', () => {
  it('links the screens of the site, with an algorithm of that page', () => {
    expect(siteLink('/race')).toBe('/race');
    expect(siteLink('/data-structures/stacks')).toBe('/data-structures/stacks');
    expect(siteLink('/data-structures/heaps')).toBe('/data-structures/heaps');
    expect(siteLink('/algorithms/dp?algo=lcs')).toBe('/algorithms/dp?algo=lcs');
    expect(siteLink('/algorithms/sorting?algo=mergeSort')).toBe('/algorithms/sorting?algo=mergeSort');
    expect(siteLink('/algorithms/searching?algo=binarySearch')).toBe(
      '/algorithms/searching?algo=binarySearch',
    );
  });

  it('refuses anything else: other algorithms, unknown pages, other addresses', () => {
    for (const path of [
      '/algorithms/dp?algo=bubbleSort',
      '/algorithms/tries',
      '/algorithms/sorting?algo=binarySearch',
      '/algorithms/sorting?algo=dijkstra',
      '/algorithms/sorting?algo=mergeSort&x=1',
      '/nope',
      '//evil.example.com',
      '/',
    ]) {
      expect(siteLink(path), path).toBeNull();
    }
  });

  it('splits running text into text and links', () => {
    expect(
      splitLinks('Chalake dekho: Merge Sort visualiser (/algorithms/sorting?algo=mergeSort), ya /race.'),
    ).toEqual([
      { kind: 'text', text: 'Chalake dekho: Merge Sort visualiser (' },
      { kind: 'link', path: '/algorithms/sorting?algo=mergeSort' },
      { kind: 'text', text: '), ya ' },
      { kind: 'link', path: '/race' },
      { kind: 'text', text: '.' },
    ]);
    expect(splitLinks('and/or 1/2 /algorithms/tries https://x.example/race')).toEqual([
      { kind: 'text', text: 'and/or 1/2 /algorithms/tries https://x.example/race' },
    ]);
  });
});
