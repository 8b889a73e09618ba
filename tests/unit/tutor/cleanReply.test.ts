import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanReply, MAX_REPLY_CHARS, REPLY_CUT_NOTE } from '@/core/tutor/cleanReply';
import { EMPTY_REPLY_FALLBACK } from '@/core/tutor/persona';
import { regexCleanReply } from './regexCleanReply';

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

  it('agrees with the regular-expression rules on short texts', () => {
    const unit = fc.constantFrom('a', 'x', '_', '*', '`', ' ', '\t', '\n', '#', '-', '~', '•', '+', '(', '1');
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 40 }), (s) => {
        expect(cleanReply(s)).toBe(regexCleanReply(s));
      }),
      { numRuns: 3000 },
    );
  });
});

describe('cleanReply on long texts from a model', () => {
  // Each of these took the first, regular-expression cleaner minutes or more (its time grew with the
  // square of the length); they must come back whole and right.
  const spaces = ' '.repeat(200_000);

  it('trims a line that is mostly whitespace', () => {
    expect(cleanReply(`x${spaces}y`)).toBe(`x\n\n${REPLY_CUT_NOTE}`);
    const gap = ' '.repeat(15_000);
    expect(cleanReply(`x${gap}y${spaces}`)).toBe(`x${gap}y`);
    expect(cleanReply(`x${spaces}`)).toBe('x');
    expect(cleanReply(`    code${spaces}`)).toBe('    code');
  });

  it('reads a heading whose title is followed by a long gap', () => {
    expect(cleanReply(`# a${' '.repeat(15_000)}b`)).toBe(`a${' '.repeat(15_000)}b`);
  });

  it('leaves thousands of unmatched emphasis markers and backticks as text', () => {
    const stars = '**a '.repeat(4_000);
    expect(cleanReply(stars)).toBe('a '.repeat(4_000).trimEnd());
    const underscores = '_a '.repeat(6_000);
    expect(cleanReply(underscores)).toBe(underscores.trimEnd());
    const single = '*a '.repeat(6_000);
    expect(cleanReply(single)).toBe(single.trimEnd());
    const ticks = '`'.repeat(15_001);
    expect(cleanReply(`a${ticks}b`)).toBe('a`b');
  });
});

describe('cleanReply length cap', () => {
  it('cuts a reply over 20,000 characters and says so', () => {
    expect(MAX_REPLY_CHARS).toBe(20_000);
    const long = 'word '.repeat(5_000).trim(); // 24,999 characters
    const out = cleanReply(long);
    expect(out.endsWith('\n\n(Reply cut here: it was longer than 20,000 characters.)')).toBe(true);
    expect(out.startsWith('word word')).toBe(true);
    expect(out.length).toBeLessThanOrEqual(20_000 + 2 + REPLY_CUT_NOTE.length);
    const exact = 'a'.repeat(20_000);
    expect(cleanReply(exact)).toBe(exact);
  });
});
