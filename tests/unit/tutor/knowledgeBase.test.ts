import vm from 'node:vm';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { knowledgeFiles, knowledgeTopics } from '@/core/tutor/knowledgeBase';
import { codeBlocks, findSection, sectionProse } from '@/core/tutor/topics';

/** Topics the offline tutor must cover, by id. */
const REQUIRED_TOPICS = [
  'bubble-sort',
  'selection-sort',
  'insertion-sort',
  'merge-sort',
  'quick-sort',
  'linear-search',
  'binary-search',
  'arrays',
  'stacks',
  'queues',
  'linked-lists',
  'complexity',
  'recursion',
  'two-pointers',
  'sliding-window',
  'hashing',
  'trees',
  'bst',
  'heaps',
  'graphs',
  'bfs',
  'dfs',
  'dijkstra',
  'dynamic-programming',
  'dp-fibonacci',
  'knapsack',
  'lcs',
  'lis',
  'greedy',
  'gcd',
  'sieve',
  'interview-tips',
  'practice-plan',
  'mern-stack',
  'hackathons',
  'courses',
];

const words = (text: string): number => text.split(/\s+/).filter((w) => w !== '').length;
const allBlocks = knowledgeTopics.flatMap(codeBlocks);

/** Compares console output with the `// expected` comment, ignoring spaces and quotes. */
const squash = (s: string): string => s.replace(/[\s'"]/g, '');

describe('knowledge base', () => {
  it('loads every markdown file through the Vite glob and parses each one', () => {
    expect(Object.keys(knowledgeFiles).length).toBeGreaterThanOrEqual(40);
    expect(knowledgeTopics).toHaveLength(Object.keys(knowledgeFiles).length);
  });

  it('covers every topic the site needs', () => {
    const ids = new Set(knowledgeTopics.map((t) => t.id));
    for (const id of REQUIRED_TOPICS) expect(ids, id).toContain(id);
  });

  it.each(knowledgeTopics.map((t) => [t.id, t] as const))(
    '%s has explanation, example and aliases',
    (_id, topic) => {
      const explanation = findSection(topic, 'explanation');
      const example = findSection(topic, 'example');
      expect(explanation?.body.length).toBeGreaterThan(80);
      expect(example?.body.length).toBeGreaterThan(40);
      expect(topic.sections[0]?.key).toBe('explanation');
      expect(topic.keywords.length).toBeGreaterThanOrEqual(3);
      expect(topic.aliases.length).toBeGreaterThanOrEqual(1);
      const prose = words(topic.sections.map(sectionProse).join(' '));
      const total = words(topic.sections.map((s) => s.body).join(' '));
      expect(prose, 'focused: at least ~150 words of prose').toBeGreaterThanOrEqual(140);
      expect(total, 'focused: at most ~400 words').toBeLessThanOrEqual(420);
    },
  );

  it('has code for every algorithm and data-structure topic', () => {
    const withoutCode = knowledgeTopics.filter((t) => codeBlocks(t).length === 0).map((t) => t.id);
    expect(
      withoutCode.every((id) =>
        [
          'dsa-roadmap',
          'interview-tips',
          'practice-plan',
          'resume-projects',
          'hackathons',
          'courses',
          'queuebee',
        ].includes(id),
      ),
    ).toBe(true);
  });

  it('every JavaScript code block parses', () => {
    const js = allBlocks.filter((b) => b.language === 'js' || b.language === 'javascript');
    expect(js.length).toBeGreaterThanOrEqual(35);
    for (const block of js) {
      expect(
        () => new vm.Script(block.code, { filename: `${block.topicId}.js` }),
        block.topicId,
      ).not.toThrow();
    }
  });

  it('every JSX code block compiles', () => {
    const jsx = allBlocks.filter((b) => b.language === 'jsx');
    expect(jsx.length).toBeGreaterThanOrEqual(1);
    for (const block of jsx) {
      const out = ts.transpileModule(block.code, {
        reportDiagnostics: true,
        compilerOptions: {
          jsx: ts.JsxEmit.React,
          module: ts.ModuleKind.CommonJS,
          target: ts.ScriptTarget.ES2022,
        },
      });
      expect(out.diagnostics ?? [], block.topicId).toEqual([]);
      expect(() => new vm.Script(out.outputText)).not.toThrow();
    }
  });

  it('every runnable JavaScript block runs and prints what its comments promise', async () => {
    const runnable = allBlocks.filter((b) => b.language === 'js' && !b.info.includes('no-run'));
    expect(runnable.length).toBeGreaterThanOrEqual(30);
    for (const block of runnable) {
      const printed: string[] = [];
      const show = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));
      const context = { console: { log: (...args: unknown[]) => printed.push(args.map(show).join(' ')) } };
      vm.runInNewContext(block.code, context, { timeout: 2000, filename: `${block.topicId}.js` });
      await new Promise((resolve) => setTimeout(resolve, 0)); // let promise callbacks print
      const expected = [...block.code.matchAll(/^console\.log\(.*\);\s*\/\/\s*(.+)$/gm)].map(
        (m) => m[1] ?? '',
      );
      const promised = [...block.code.matchAll(/\.then\(.*console\.log.*\);\s*\/\/\s*(.+)$/gm)].map(
        (m) => m[1] ?? '',
      );
      const all = [...expected, ...promised];
      expect(printed.length, block.topicId).toBe(all.length);
      all.forEach((comment, i) => {
        expect(
          squash(comment).startsWith(squash(printed[i] ?? '\u0000')),
          `${block.topicId}: ${printed[i]} vs ${comment}`,
        ).toBe(true);
      });
    }
  });

  it('mentions the courses and hackathon prizes with their prices', () => {
    const text = (id: string): string =>
      knowledgeTopics
        .find((t) => t.id === id)
        ?.sections.map((s) => s.body)
        .join('\n') ?? '';
    expect(text('courses')).toContain('₹2.8K');
    expect(text('courses')).toContain('₹4K');
    expect(text('hackathons')).toContain('₹12K');
    expect(text('hackathons')).toContain('₹8K');
    expect(text('dsa-roadmap')).toContain('₹2.8K');
    expect(text('mern-stack')).toContain('₹4K');
  });

  it('uses chat-friendly markdown: "- " bullets, no bold or headings inside sections', () => {
    for (const topic of knowledgeTopics) {
      for (const section of topic.sections) {
        const prose = sectionProse(section);
        expect(prose, topic.id).not.toMatch(/\*\*|^\s*\*\s|^#/m);
      }
    }
  });
});
