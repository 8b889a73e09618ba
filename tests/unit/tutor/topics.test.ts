import { describe, expect, it } from 'vitest';
import { codeBlocks, parseTopic, parseTopics, sectionProse, TopicParseError } from '@/core/tutor/topics';

const topic = (front: string, body = '## Explanation\nSome text.\n\n## Example\nAn example.\n'): string =>
  `---\n${front}\n---\n${body}`;

const good = topic(
  'id: demo-topic\ntitle: Demo\ncategory: dsa\nkeywords: demo, sample\naliases: demo kya hai\nrelated: other',
);

describe('topic parsing', () => {
  it('reads front matter and sections in order', () => {
    const t = parseTopic(
      topic(
        'id: demo\ntitle: Demo Topic\ncategory: web\nkeywords: a, b , c\naliases: x\nweight: 0.5',
        '## Explanation\nE\n\n## Example\nX\n\n## Code\n```js\n// ## not a heading\nconst a = 1;\n```\n',
      ),
    );
    expect(t).toMatchObject({
      id: 'demo',
      title: 'Demo Topic',
      category: 'web',
      keywords: ['a', 'b', 'c'],
      aliases: ['x'],
      weight: 0.5,
    });
    expect(t.sections.map((s) => s.key)).toEqual(['explanation', 'example', 'code']);
    expect(codeBlocks(t)).toEqual([
      {
        topicId: 'demo',
        section: 'code',
        info: 'js',
        language: 'js',
        code: '// ## not a heading\nconst a = 1;\n',
      },
    ]);
    expect(sectionProse(t.sections[2]!)).not.toContain('const a');
  });

  it('defaults category to dsa and weight to 1, and accepts CRLF files', () => {
    const t = parseTopic(topic('id: x\ntitle: X\nkeywords: x').replace(/\n/g, '\r\n'));
    expect(t.category).toBe('dsa');
    expect(t.weight).toBe(1);
    expect(t.related).toEqual([]);
    expect(t.umbrella).toBe(false);
    expect(t.compares).toEqual([]);
    expect(t.pages).toEqual([]);
  });

  it('reads umbrella, compared topics and pages', () => {
    const t = parseTopic(
      topic(
        'id: x\ntitle: X\nkeywords: x\numbrella: true\ncompares: a, b\n' +
          'page: Sorting Algorithms (/algorithms/sorting?algo=mergeSort)\npage: Race Mode (/race)',
      ),
    );
    expect(t.umbrella).toBe(true);
    expect(t.compares).toEqual(['a', 'b']);
    expect(t.pages).toEqual([
      { title: 'Sorting Algorithms', path: '/algorithms/sorting?algo=mergeSort' },
      { title: 'Race Mode', path: '/race' },
    ]);
  });

  it.each([
    ['no front matter', '## Explanation\nE\n## Example\nX'],
    ['bad id', topic('id: Not Kebab\ntitle: T\nkeywords: k')],
    ['no title', topic('id: t\nkeywords: k')],
    ['no keywords', topic('id: t\ntitle: T')],
    ['unknown category', topic('id: t\ntitle: T\nkeywords: k\ncategory: cooking')],
    ['bad weight', topic('id: t\ntitle: T\nkeywords: k\nweight: -1')],
    ['bad umbrella', topic('id: t\ntitle: T\nkeywords: k\numbrella: yes')],
    ['page without a path', topic('id: t\ntitle: T\nkeywords: k\npage: Sorting Algorithms')],
    ['page with a relative path', topic('id: t\ntitle: T\nkeywords: k\npage: Sorting (sorting)')],
    ['missing example', topic('id: t\ntitle: T\nkeywords: k', '## Explanation\nE\n')],
    ['empty explanation', topic('id: t\ntitle: T\nkeywords: k', '## Explanation\n\n## Example\nX\n')],
    [
      'text before first section',
      topic('id: t\ntitle: T\nkeywords: k', 'stray\n## Explanation\nE\n## Example\nX\n'),
    ],
    ['unclosed fence', topic('id: t\ntitle: T\nkeywords: k', '## Explanation\nE\n## Example\n```js\nx\n')],
    [
      'duplicate section',
      topic('id: t\ntitle: T\nkeywords: k', '## Explanation\nE\n## Example\nX\n## Example\nY\n'),
    ],
  ])('rejects %s', (_name, text) => {
    expect(() => parseTopic(text, 'file.md')).toThrow(TopicParseError);
  });

  it('checks ids are unique and related topics exist', () => {
    const other = topic('id: other\ntitle: Other\nkeywords: o');
    expect(parseTopics({ 'a.md': good, 'b.md': other }).map((t) => t.id)).toEqual(['demo-topic', 'other']);
    expect(() => parseTopics({ 'a.md': good, 'b.md': good })).toThrow(/duplicate topic id/);
    expect(() => parseTopics({ 'a.md': good })).toThrow(/related topic 'other' does not exist/);
    const comparison = topic('id: c\ntitle: C\nkeywords: c\ncompares: other, missing');
    expect(() => parseTopics({ 'b.md': other, 'c.md': comparison })).toThrow(
      /compared topic 'missing' does not exist/,
    );
  });
});
