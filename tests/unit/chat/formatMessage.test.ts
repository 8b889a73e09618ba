import { describe, expect, it } from 'vitest';
import { parseMessageText } from '@/features/chat/formatMessage';

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
