import { describe, expect, it } from 'vitest';
import { errorText, readyNarration } from '../../../src/core/playground/statusText';

describe('readyNarration', () => {
  it('counts one operation in the singular and more in the plural', () => {
    expect(readyNarration(1, false)).toBe('Ready: 1 operation recorded. Press Play or step through them.');
    expect(readyNarration(2, false)).toBe('Ready: 2 operations recorded. Press Play or step through them.');
    expect(readyNarration(1234, false)).toBe(
      'Ready: 1,234 operations recorded. Press Play or step through them.',
    );
  });

  it('says the operations came before an error', () => {
    expect(readyNarration(3, true)).toBe(
      'Ready: 3 operations recorded before the error. Press Play or step through them.',
    );
  });

  it('says there is nothing to play rather than offering zero operations', () => {
    expect(readyNarration(0, true)).toBe(
      'Nothing to play: the error came before your code recorded any operation.',
    );
    expect(readyNarration(0, false)).toBe('Nothing to play: your code ran without recording any operation.');
  });
});

describe('errorText', () => {
  it('names the line when it is known', () => {
    expect(errorText({ kind: 'syntax', message: 'SyntaxError: Unexpected token', line: 2, column: 11 })).toBe(
      'line 2: SyntaxError: Unexpected token',
    );
    expect(errorText({ kind: 'exception', message: 'boom', line: null, column: null })).toBe('boom');
  });
});
