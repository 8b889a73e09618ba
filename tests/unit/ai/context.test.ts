import { describe, expect, it } from 'vitest';
import { alternatingTurns, conversationFor, recentTurns } from '@/core/ai';

const turn = (text: string, isUser: boolean) => ({ text, isUser });

describe('chat context', () => {
  it('keeps the last 10 non-blank turns', () => {
    const history = Array.from({ length: 12 }, (_, i) => turn(`t${i}`, i % 2 === 0));
    expect(recentTurns([...history, turn('  ', true)]).map((t) => t.text)).toEqual(
      history.slice(2).map((t) => t.text),
    );
    expect(recentTurns(history, 0)).toEqual([]);
  });

  it('starts with the student and merges same-side neighbours', () => {
    expect(
      alternatingTurns([
        turn('hello', false),
        turn('a', true),
        turn('b', true),
        turn('c', false),
        turn('d', false),
      ]),
    ).toEqual([turn('a\n\nb', true), turn('c\n\nd', false)]);
  });

  it('ends with the new message, merged into an unanswered question', () => {
    expect(conversationFor('new', [turn('q', true), turn('a', false)])).toEqual([
      turn('q', true),
      turn('a', false),
      turn('new', true),
    ]);
    expect(conversationFor('new', [turn('unanswered', true)])).toEqual([turn('unanswered\n\nnew', true)]);
    expect(conversationFor('first', [])).toEqual([turn('first', true)]);
  });
});
