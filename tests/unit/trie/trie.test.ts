import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeTrieRunConfig,
  defaultTrieRun,
  encodeTrieRunConfig,
  finalWords,
  parseWord,
  parseWords,
  TEXTBOOK_WORDS,
  Trie,
  trieRefusal,
  trieResult,
  traceTrieRun,
  type TrieOperation,
} from '@/core/trie';

const run = (operation: TrieOperation, word: string, words: readonly string[] = TEXTBOOK_WORDS) =>
  traceTrieRun({ words, operation, word });

describe('the textbook trie', () => {
  it('holds eight words, end-marked, one the prefix of another', () => {
    const { nodes } = run('search', 'app').frameAt(0).model;
    expect(nodes.filter((node) => node.end).map((node) => node.prefix)).toEqual([...TEXTBOOK_WORDS]);
    expect(nodes[0]).toMatchObject({ prefix: '', depth: 0, parent: null, end: false });
    const app = nodes.find((node) => node.prefix === 'app');
    expect(app).toMatchObject({ char: 'p', depth: 3, end: true });
    expect(nodes.find((node) => node.id === app?.parent)?.prefix).toBe('ap');
  });
});

describe('search', () => {
  it('finds an end-marked word, and not a prefix that only starts longer words', () => {
    expect(trieResult(run('search', 'app'))).toBe('found');
    const prefix = run('search', 'ap');
    expect(trieResult(prefix)).toBe('not found');
    expect(prefix.steps.at(-1)?.line).toBe('check-end');
    expect(trieResult(run('search', 'cat'))).toBe('not found');
    expect(run('search', 'cat').steps.map((step) => step.line)).toEqual(['start', 'missing']);
  });
});

describe('starts-with', () => {
  it('counts and lists, alphabetically, the words under the prefix', () => {
    const trace = run('startsWith', 'ap');
    expect(trieResult(trace)).toBe('3 words start with "ap"');
    expect(trace.frameAt(trace.stepCount).model.matches).toEqual(['app', 'apple', 'apt']);
    expect(trace.steps.filter((step) => step.line === 'collect')).toHaveLength(3);
    expect(trieResult(run('startsWith', 'tea'))).toBe('1 word starts with "tea"');
    expect(trieResult(run('startsWith', 'zz'))).toBe('0 words start with "zz"');
  });
});

describe('insert', () => {
  it('adds nodes for the letters not there yet and end-marks the last', () => {
    const trace = run('insert', 'apply');
    expect(trieResult(trace)).toBe('inserted "apply"');
    expect(trace.totals).toMatchObject({ visited: 4, added: 1 });
    expect(finalWords(trace)).toEqual(['app', 'apple', 'apply', 'apt', 'ball', 'bat', 'bath', 'tea', 'to']);
  });

  it('end-marks a prefix already in the trie without adding a node', () => {
    const trace = run('insert', 'ap');
    expect(trace.totals.added ?? 0).toBe(0);
    expect(finalWords(trace)).toContain('ap');
  });

  it('changes nothing for a word already there', () => {
    expect(trieResult(run('insert', 'bat'))).toBe('"bat" is already in the trie');
  });
});

describe('delete', () => {
  it('unmarks the word and prunes only the nodes no other word needs', () => {
    const trace = run('delete', 'apple');
    expect(trieResult(trace)).toBe('deleted "apple"');
    expect(trace.totals).toMatchObject({ pruned: 2 });
    const prefixes = trace.frameAt(trace.stepCount).model.nodes.map((node) => node.prefix);
    expect(prefixes).toContain('app');
    expect(prefixes).not.toContain('appl');
  });

  it('keeps the nodes of a word that is a prefix of another', () => {
    const trace = run('delete', 'app');
    expect(trace.totals.pruned ?? 0).toBe(0);
    expect(finalWords(trace)).toEqual(['apple', 'apt', 'ball', 'bat', 'bath', 'tea', 'to']);
  });

  it('refuses a word that is not there', () => {
    expect(trieResult(run('delete', 'ap'))).toBe('"ap" is not in the trie');
    expect(trieResult(run('delete', 'cat'))).toBe('"cat" is not in the trie');
  });
});

describe('every recorded run agrees with the plain trie', () => {
  const wordArb = fc.stringMatching(/^[a-c]{1,4}$/);
  it('on random operations', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            op: fc.constantFrom<TrieOperation>(...(['insert', 'search', 'startsWith', 'delete'] as const)),
            word: wordArb,
          }),
          { maxLength: 30 },
        ),
        (ops) => {
          let words: string[] = [];
          const plain = new Trie();
          for (const { op, word } of ops) {
            const trace = traceTrieRun({ words, operation: op, word });
            const result = trieResult(trace);
            if (op === 'search') expect(result).toBe(plain.has(word) ? 'found' : 'not found');
            if (op === 'startsWith') {
              const expectedWords = plain.wordsWith(word);
              expect(trace.frameAt(trace.stepCount).model.matches).toEqual(expectedWords);
              expect(result).toMatch(new RegExp(`^${expectedWords.length} word`));
            }
            if (op === 'insert') expect(result?.startsWith('inserted')).toBe(plain.insert(word));
            if (op === 'delete') expect(result?.startsWith('deleted')).toBe(plain.delete(word));
            words = finalWords(trace);
            expect(words).toEqual(plain.words());
            // No node is left that ends no word and leads to none.
            const { nodes } = trace.frameAt(trace.stepCount).model;
            const parents = new Set(nodes.map((node) => node.parent));
            for (const node of nodes.slice(1)) expect(node.end || parents.has(node.id)).toBe(true);
          }
        },
      ),
      { seed: 36, numRuns: 60 },
    );
  });
});

describe('typed input', () => {
  it('reads a word in small letters, and says why anything else is refused', () => {
    expect(parseWord(' Apple ')).toEqual({ ok: true, value: 'apple' });
    expect(parseWord('')).toEqual({ ok: false, message: 'Enter a word: letters a to z.' });
    expect(parseWord('ap1')).toEqual({
      ok: false,
      message: '"ap1" has a character that is not a letter: use a to z only.',
    });
    expect(parseWord('abcdefghijklm')).toEqual({
      ok: false,
      message: '"abcdefghijklm" has 13 letters: a word here has at most 12.',
    });
  });

  it('takes up to 25 distinct words to start from', () => {
    expect(parseWords('to, tea  TO')).toEqual({ ok: true, value: ['tea', 'to'] });
    const many = Array.from({ length: 26 }, (_, i) => `w${String.fromCharCode(97 + i)}`).join(',');
    expect(parseWords(many)).toEqual({
      ok: false,
      message: 'A trie here holds at most 25 words; that list has 26.',
    });
    expect(trieRefusal('insert', 25, true)).toBe(
      'The trie is full: it holds at most 25 words. Delete one first.',
    );
    expect(trieRefusal('insert', 25, false)).toBeNull();
  });
});

describe('shared links', () => {
  it('reopen the same words, operation and step', () => {
    const config = {
      words: [...TEXTBOOK_WORDS],
      operation: 'startsWith' as const,
      word: 'ap',
      speed: 40,
      step: 4,
    };
    const query = encodeTrieRunConfig(config);
    expect(decodeURIComponent(query)).toBe(
      'words=app,apple,apt,ball,bat,bath,tea,to&op=startsWith&word=ap&speed=40&step=4',
    );
    expect(decodeTrieRunConfig(query)).toEqual(config);
  });

  it('drop an invalid word, and name no run for invalid words', () => {
    expect(decodeTrieRunConfig('words=ap1')).toBeNull();
    expect(decodeTrieRunConfig('words=app&op=search&word=9')?.operation).toBeNull();
    expect(defaultTrieRun().words).toEqual(TEXTBOOK_WORDS);
  });
});
