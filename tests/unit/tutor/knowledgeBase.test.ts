import { spawnSync } from 'node:child_process';
import vm from 'node:vm';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { paths } from '@/ui/paths';
import { knowledgeFiles, knowledgeTopics } from '@/core/tutor/knowledgeBase';
import { codeBlocks, findSection, sectionProse } from '@/core/tutor/topics';
import { siteLink } from '@/features/chat/siteLinks';

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
  // the syllabus of issue 18
  'trie',
  'segment-tree',
  'fenwick-tree',
  'union-find',
  'bellman-ford',
  'topological-sort',
  'mst',
  'grid-dp',
  'interval-dp',
  'kadane',
  'kmp',
  'rolling-hash',
  'binary-search-on-answer',
  'recursion-vs-iteration',
  'quick-vs-merge',
  'bfs-vs-dfs',
  'array-vs-linked-list',
  'stack-vs-queue',
  'sql-vs-nosql',
  'react-hooks',
  'state-management',
  'express-middleware',
  'jwt-auth',
  'rest-api-design',
  'mongodb-schema',
  'deployment',
  'three-month-plan',
  'six-week-plan',
  'resume-projects',
  'behavioural-questions',
  'system-design-basics',
];

/** Topics about careers and plans, which have no code. */
const WITHOUT_CODE = [
  'dsa-roadmap',
  'interview-tips',
  'practice-plan',
  'three-month-plan',
  'six-week-plan',
  'resume-projects',
  'behavioural-questions',
  'hackathons',
  'courses',
  'queuebee',
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
      // The first listing counts; the same code in another language ('python mein') does not.
      const [firstListing] = codeBlocks(topic).filter((b) => b.section === 'code');
      const total = prose + (firstListing ? words(firstListing.code) : 0);
      expect(prose, 'focused: at least ~150 words of prose').toBeGreaterThanOrEqual(140);
      expect(total, 'focused: at most ~450 words with one listing').toBeLessThanOrEqual(460);
    },
  );

  it('has code for every algorithm and data-structure topic', () => {
    const withoutCode = knowledgeTopics.filter((t) => codeBlocks(t).length === 0).map((t) => t.id);
    expect(withoutCode.filter((id) => !WITHOUT_CODE.includes(id))).toEqual([]);
  });

  it('gives every topic with code its listing first in JavaScript', () => {
    for (const topic of knowledgeTopics) {
      const [first] = codeBlocks(topic).filter((b) => b.section === 'code');
      if (first) expect(['js', 'jsx'], topic.id).toContain(first.language);
    }
  });

  it('links only to screens the site has (coming-soon pages are not linked)', () => {
    const linked = knowledgeTopics.flatMap((t) => t.pages.map((page) => [t.id, page.path] as const));
    expect(linked.length).toBeGreaterThanOrEqual(12);
    for (const [id, path] of linked) expect(siteLink(path), `${id}: ${path}`).toBe(path);
    const screens = new Set(linked.map(([, path]) => path.split('?')[0]));
    for (const path of [paths.sorting, paths.searching, paths.arrays, paths.stacks, paths.queues]) {
      expect(screens, path).toContain(path);
    }
    for (const path of [paths.linkedLists, paths.race]) expect(screens, path).toContain(path);
  });

  it('compares topics that exist, and comparison topics are named for both sides', () => {
    for (const topic of knowledgeTopics.filter((t) => t.compares.length > 0)) {
      expect(topic.compares, topic.id).not.toContain(topic.id);
      expect(topic.title, topic.id).toMatch(/ vs |Compared/);
    }
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

  const hasPython = spawnSync('python3', ['--version'], { stdio: 'ignore' }).status === 0;
  it.runIf(hasPython)('every Python listing runs and prints what its comments promise', () => {
    const python = allBlocks.filter((b) => b.language === 'python');
    expect(python.length).toBeGreaterThanOrEqual(20);
    // One interpreter runs every listing in a fresh namespace and reports what each printed.
    const harness = [
      'import contextlib, io, json, sys',
      'results = []',
      'for code in json.load(sys.stdin):',
      '    out = io.StringIO()',
      '    with contextlib.redirect_stdout(out):',
      "        exec(code, {'__name__': '__main__'})",
      '    results.append(out.getvalue())',
      'print(json.dumps(results))',
    ].join('\n');
    const run = spawnSync('python3', ['-c', harness], {
      input: JSON.stringify(python.map((b) => b.code)),
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status, run.stderr).toBe(0);
    const outputs = JSON.parse(run.stdout) as string[];
    python.forEach((block, i) => {
      const printed = (outputs[i] ?? '').trimEnd().split('\n');
      const promised = [...block.code.matchAll(/^print\(.*\)\s*#\s*(.+)$/gm)].map((m) => m[1] ?? '');
      expect(printed, block.topicId).toEqual(promised);
    });
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
