import LZString from 'lz-string';
import { describe, expect, it } from 'vitest';
import { createSafeStorage } from '@/core/storage';
import { loadSavedCodes, saveCode } from '@/core/playground/savedCode';
import {
  decodePlaygroundLink,
  encodePlaygroundLink,
  MAX_SHARED_CODE_CHARS,
  MAX_SHARED_CODE_PARAM_CHARS,
  playgroundLinkNotice,
  shareCodeProblem,
  type PlaygroundShare,
} from '@/core/playground/shareLink';
import { TEMPLATES } from '@/core/playground/templates';

const SORT_RUN: PlaygroundShare & { speed: number; step: number } = {
  language: 'python',
  task: 'sort',
  code: TEMPLATES.python.sort,
  values: [5, -2, 3.5, 0],
  target: null,
  graph: 'tree',
  edges: null,
  speed: 70,
  step: 12,
};

/** The compressed code a link's fragment carries. */
const fragmentCode = (link: string) => new URLSearchParams(split(link)[1]).get('code')!;
/** A link's query and fragment. */
const split = (link: string): [string, string] => {
  const at = link.indexOf('#');
  return at < 0 ? [link, ''] : [link.slice(0, at), link.slice(at + 1)];
};

describe('the Your Code share link', () => {
  it('carries a BFS graph typed as an edge list', () => {
    const edges = {
      directed: false,
      weighted: false,
      vertices: ['A', 'B', 'C', 'D'],
      edges: [
        { from: 'A', to: 'B', weight: 1 },
        { from: 'A', to: 'C', weight: 1 },
        { from: 'B', to: 'D', weight: 1 },
      ],
    };
    const bfsRun = { ...SORT_RUN, task: 'bfs' as const, values: null, edges };
    expect(decodePlaygroundLink(encodePlaygroundLink(bfsRun))?.edges).toEqual(edges);
    // Not for the other tasks, and a graph that cannot be read is left out.
    expect(decodePlaygroundLink(encodePlaygroundLink({ ...SORT_RUN, edges }))?.edges).toBeNull();
    const broken = encodePlaygroundLink(bfsRun).replace(/edges=[^&]*/, 'edges=un_A.A_A-A');
    expect(decodePlaygroundLink(broken)?.edges).toBeNull();
  });

  it('reopens the same code, language, task, input, speed and step', () => {
    const query = encodePlaygroundLink(SORT_RUN);
    expect(decodePlaygroundLink(query)).toEqual(SORT_RUN);
    expect(playgroundLinkNotice(query)).toBeNull();
  });

  it('carries a search target and a BFS graph preset, each only for its task', () => {
    const searchRun = {
      ...SORT_RUN,
      task: 'search' as const,
      code: TEMPLATES.javascript.search,
      target: 3.5,
    };
    expect(decodePlaygroundLink(encodePlaygroundLink(searchRun))).toEqual(searchRun);
    const bfs = encodePlaygroundLink({ ...SORT_RUN, task: 'bfs', graph: 'dag', values: [1, 2] });
    expect(new URLSearchParams(bfs).has('values')).toBe(false);
    expect(decodePlaygroundLink(bfs)).toMatchObject({ task: 'bfs', graph: 'dag', values: null });
  });

  it('compresses the code into URL-safe characters', () => {
    const code = fragmentCode(encodePlaygroundLink(SORT_RUN));
    expect(code).toMatch(/^[A-Za-z0-9+\-$]+$/);
    expect(code.length).toBeLessThan(SORT_RUN.code.length);
  });

  it('carries the code in the fragment, which is never sent to the server, and the rest in the query', () => {
    const link = encodePlaygroundLink(SORT_RUN);
    const [query, fragment] = split(link);
    expect(new URLSearchParams(query).has('code')).toBe(false);
    expect(new URLSearchParams(query).get('lang')).toBe('python');
    expect(fragment).toMatch(/^code=[^&]+$/);
    expect(decodePlaygroundLink(link)).toEqual(SORT_RUN);
  });

  it('still opens an older link that carries the code in the query', () => {
    const [query, fragment] = split(encodePlaygroundLink(SORT_RUN));
    const old = `${query}&${fragment}`;
    expect(decodePlaygroundLink(old)).toEqual(SORT_RUN);
    expect(playgroundLinkNotice(old)).toBeNull();
    // A fragment's code wins over a query's.
    const both = `${query}&code=${LZString.compressToEncodedURIComponent('x = 1')}#${fragment}`;
    expect(decodePlaygroundLink(both)?.code).toBe(SORT_RUN.code);
  });

  it('keeps the query short for 10,000 characters of CJK text, which does not compress', () => {
    const cjk = Array.from({ length: MAX_SHARED_CODE_CHARS }, (_, i) =>
      String.fromCharCode(0x4e00 + ((i * 7919) % 20_000)),
    ).join('');
    const link = encodePlaygroundLink({ ...SORT_RUN, code: cjk });
    const [query, fragment] = split(link);
    expect(query.length).toBeLessThan(200);
    expect(fragment.length).toBeGreaterThan(30_000);
    expect(fragment.length).toBeLessThanOrEqual(MAX_SHARED_CODE_PARAM_CHARS + 'code='.length);
    expect(decodePlaygroundLink(link)?.code).toBe(cjk);
    expect(shareCodeProblem(`${cjk}一`)).toBe(
      'Your code is too long to share: 10,001 characters, 1 more than the 10,000 a link carries.',
    );
  });

  it('refuses code longer than the stated limit, and carries any code within it (even text that does not compress)', () => {
    expect(shareCodeProblem('x'.repeat(MAX_SHARED_CODE_CHARS))).toBeNull();
    expect(shareCodeProblem('x'.repeat(12_345))).toBe(
      'Your code is too long to share: 12,345 characters, 2,345 more than the 10,000 a link carries.',
    );
    let seed = 7;
    const random = Array.from({ length: MAX_SHARED_CODE_CHARS }, () => {
      seed = (seed * 48271) % 2147483647;
      return String.fromCharCode(seed % 65536);
    }).join('');
    const query = encodePlaygroundLink({ ...SORT_RUN, code: random });
    expect(decodePlaygroundLink(query)?.code).toBe(random);
    expect(fragmentCode(query).length).toBeLessThanOrEqual(MAX_SHARED_CODE_PARAM_CHARS);
  });

  it('names no run, with a notice, when the code is too long or unreadable', () => {
    const tooLong = `lang=javascript&task=sort&code=${'A'.repeat(60_001)}`;
    expect(decodePlaygroundLink(tooLong)).toBeNull();
    expect(playgroundLinkNotice(tooLong)).toBe(
      'The shared code is longer than 10,000 characters, so the template is shown instead.',
    );
    const garbled = 'lang=javascript&task=sort&code=%%%';
    expect(decodePlaygroundLink(garbled)).toBeNull();
    expect(playgroundLinkNotice(garbled)).toBe(
      'The shared code could not be read, so the template is shown instead.',
    );
    expect(playgroundLinkNotice('')).toBeNull();
  });

  it('drops an unknown language or task, and an array that breaks the typed-input rules', () => {
    const [search, fragment] = split(encodePlaygroundLink(SORT_RUN));
    const query = new URLSearchParams(search);
    const link = () => `${query.toString()}#${fragment}`;
    query.set('lang', 'ruby');
    expect(decodePlaygroundLink(link())).toBeNull();
    query.set('lang', 'javascript');
    query.set('values', '1,two,3');
    expect(decodePlaygroundLink(link())?.values).toBeNull();
    query.set('values', Array.from({ length: 101 }, (_, i) => i).join(','));
    expect(decodePlaygroundLink(link())?.values).toBeNull();
  });
});

describe('the last code per language', () => {
  const memory = () => {
    const values = new Map<string, string>();
    return createSafeStorage(() => ({
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
      removeItem: (key: string) => void values.delete(key),
    }));
  };

  it('keeps one code and task per language under queuebee.playground.code', () => {
    const storage = memory();
    expect(loadSavedCodes(storage)).toEqual({});
    saveCode(storage, 'javascript', { task: 'search', code: 'function search() {}' });
    saveCode(storage, 'python', { task: 'bfs', code: 'def bfs(g, s):\n    return [s]\n' });
    saveCode(storage, 'javascript', { task: 'sort', code: 'function sort(arr) {}' });
    expect(loadSavedCodes(storage)).toEqual({
      javascript: { task: 'sort', code: 'function sort(arr) {}' },
      python: { task: 'bfs', code: 'def bfs(g, s):\n    return [s]\n' },
    });
    expect(JSON.parse(storage.read('queuebee.playground.code')!)).toMatchObject({ version: 1 });
  });

  it('does not keep code longer than a link carries, and ignores a stored value of another shape', () => {
    const storage = memory();
    saveCode(storage, 'python', { task: 'sort', code: 'x'.repeat(MAX_SHARED_CODE_CHARS + 1) });
    expect(loadSavedCodes(storage)).toEqual({});
    storage.write(
      'queuebee.playground.code',
      JSON.stringify({ version: 1, python: { task: 'heap', code: 'x' } }),
    );
    expect(loadSavedCodes(storage)).toEqual({});
  });
});
