import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanReply } from '@/core/tutor/cleanReply';
import { EMPTY_REPLY_FALLBACK } from '@/core/tutor/persona';

describe('cleanReply', () => {
  it('turns asterisk and bullet-character list items into "- " bullets', () => {
    expect(cleanReply('* item one\n* item two')).toBe('- item one\n- item two');
    expect(cleanReply('• first\n◦ second\n▪ third\n+ fourth')).toBe('- first\n- second\n- third\n- fourth');
    expect(cleanReply('*   **Arrays:** fast access\n    *   nested item')).toBe(
      '- Arrays: fast access\n- nested item',
    );
    expect(cleanReply('- already fine')).toBe('- already fine');
  });

  it('strips bold and italic markers instead of inventing bullets', () => {
    expect(cleanReply('**Recursion** is a *function* calling itself')).toBe(
      'Recursion is a function calling itself',
    );
    expect(cleanReply('__Bold__ and _italic_ words')).toBe('Bold and italic words');
    expect(cleanReply('**Note:** start early')).toBe('Note: start early');
    expect(cleanReply('A stray ** marker')).toBe('A stray  marker');
  });

  it('does not mangle identifiers, arithmetic or code', () => {
    expect(cleanReply('use snake_case and my_var_name here')).toBe('use snake_case and my_var_name here');
    expect(cleanReply('Python ka __init__ method')).toBe('Python ka __init__ method');
    expect(cleanReply('2 * 3 * 4 = 24, a*b*c')).toBe('2 * 3 * 4 = 24, a*b*c');
    expect(cleanReply('call `my_func(*args)` and `**kwargs`')).toBe('call my_func(*args) and **kwargs');
    expect(cleanReply('    total = a_b * c_d  # keep me')).toBe('    total = a_b * c_d  # keep me');
  });

  it('turns fenced code into indented lines and leaves it untouched', () => {
    const reply = 'Code:\n```python\ndef my_func(a_b):\n    return a_b ** 2  # *not* emphasis\n```\nDone';
    expect(cleanReply(reply)).toBe(
      'Code:\n    def my_func(a_b):\n        return a_b ** 2  # *not* emphasis\nDone',
    );
  });

  it('drops heading markers and horizontal rules', () => {
    expect(cleanReply('## Binary Search\n---\ntext')).toBe('Binary Search\n\ntext');
    expect(cleanReply('### **Step 1**')).toBe('Step 1');
  });

  it('collapses blank lines and trims the ends', () => {
    expect(cleanReply('\n\n a\n\n\n\nb  \n\n\n')).toBe(' a\n\nb');
    expect(cleanReply('line one\r\n\r\n\r\nline two')).toBe('line one\n\nline two');
    expect(cleanReply('a\n   \n\t\nb')).toBe('a\n\nb');
  });

  it('falls back when nothing is left', () => {
    expect(EMPTY_REPLY_FALLBACK).toBe('Great question! Keep practicing...');
    for (const empty of ['', '   ', '\n\n', '**', '---', null, undefined]) {
      expect(cleanReply(empty)).toBe(EMPTY_REPLY_FALLBACK);
    }
  });

  it('always returns non-empty text without blank-line runs or blank ends', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', '_', '*', ' ', '\n', '•', '`', '#', '-', 'x', '\t') }),
        (s) => {
          const out = cleanReply(s);
          expect(out.length).toBeGreaterThan(0);
          expect(out).not.toMatch(/\n\s*\n\s*\n/);
          expect(out.startsWith('\n')).toBe(false);
          expect(out.endsWith('\n')).toBe(false);
        },
      ),
    );
  });
});
