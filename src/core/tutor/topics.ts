/**
 * Knowledge-base topics: parsing of the markdown files in assets/knowledge/ (plain strings in, objects
 * out; the Vite glob that loads the files lives in knowledgeBase.ts).
 *
 * File format:
 *
 *     ---
 *     id: binary-search            (kebab-case, unique)
 *     title: Binary Search
 *     category: dsa                (dsa | web | career | about)
 *     keywords: binary search, bs, ...     (comma-separated; what the topic is called)
 *     aliases: bs kya hai, ...             (comma-separated; how students ask for it; optional)
 *     related: linear-search, ...          (topic ids; optional)
 *     weight: 0.6                          (ranking factor, default 1; optional: lowers umbrella
 *                                           topics like 'BFS vs DFS' so a single-term query picks the
 *                                           specific topic)
 *     umbrella: true                       (optional: a general topic, such as Graphs or Big-O, that
 *                                           answers only when no specific topic is named too)
 *     compares: quick-sort, merge-sort     (optional: a comparison topic and the topic ids it compares;
 *                                           it answers when the question names two sides)
 *     page: Sorting Algorithms (/algorithms/sorting?algo=mergeSort)
 *                                          (optional, repeatable: a page of the site that shows the
 *                                           topic; the reply links to it)
 *     ---
 *     ## Explanation
 *     ...
 *     ## Example
 *     ...
 *     ## Code
 *     ```js
 *     ...
 *     ```
 *
 * Every `## Heading` starts a section (its key is the lower-cased heading); Explanation and Example are
 * required, and sections keep the file's order, which is the order follow-ups walk through.
 */

export const TOPIC_CATEGORIES = ['dsa', 'web', 'career', 'about'] as const;
export type TopicCategory = (typeof TOPIC_CATEGORIES)[number];

export interface TopicSection {
  /** Lower-cased heading: 'explanation', 'example', 'code', 'complexity', 'tip', ... */
  readonly key: string;
  readonly heading: string;
  /** Markdown body, trimmed. */
  readonly body: string;
}

/** A page of the site that shows a topic. */
export interface TopicPage {
  readonly title: string;
  /** A site path, e.g. '/algorithms/sorting?algo=mergeSort'. */
  readonly path: string;
}

export interface KnowledgeTopic {
  readonly id: string;
  readonly title: string;
  readonly category: TopicCategory;
  readonly keywords: readonly string[];
  readonly aliases: readonly string[];
  readonly related: readonly string[];
  /** Ranking factor for search (default 1). */
  readonly weight: number;
  /** A general topic: a specific topic named in the same question wins. */
  readonly umbrella: boolean;
  /** For a comparison topic, the ids of the topics it compares; empty otherwise. */
  readonly compares: readonly string[];
  /** Pages of the site that show this topic. */
  readonly pages: readonly TopicPage[];
  readonly sections: readonly TopicSection[];
}

export interface CodeBlock {
  readonly topicId: string;
  readonly section: string;
  /** The fence's info string, e.g. 'js' or 'js no-run'. */
  readonly info: string;
  readonly language: string;
  readonly code: string;
}

export class TopicParseError extends Error {
  constructor(
    readonly origin: string,
    message: string,
  ) {
    super(`${origin}: ${message}`);
    this.name = 'TopicParseError';
  }
}

export const REQUIRED_SECTIONS = ['explanation', 'example'] as const;
const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function list(value: string | undefined): string[] {
  if (value === undefined) return [];
  return value
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

export function parseTopic(markdown: string, origin = '<inline>'): KnowledgeTopic {
  const text = markdown.replace(/\r\n?/g, '\n').replace(/^\uFEFF/, '');
  const fm = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!fm) throw new TopicParseError(origin, 'missing front matter (--- ... ---)');

  const fields = new Map<string, string>();
  for (const line of (fm[1] ?? '').split('\n')) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    const m = /^([a-z]+):\s*(.*)$/.exec(line.trim());
    if (!m) throw new TopicParseError(origin, `bad front-matter line: ${line}`);
    const key = m[1] ?? '';
    const value = (m[2] ?? '').trim();
    fields.set(key, fields.has(key) ? `${fields.get(key)}, ${value}` : value);
  }

  const id = fields.get('id') ?? '';
  if (!ID_PATTERN.test(id)) throw new TopicParseError(origin, `id must be kebab-case, got '${id}'`);
  const title = fields.get('title') ?? '';
  if (title === '') throw new TopicParseError(origin, 'title is required');
  const category = (fields.get('category') ?? 'dsa') as TopicCategory;
  if (!TOPIC_CATEGORIES.includes(category))
    throw new TopicParseError(origin, `unknown category '${category}'`);
  const keywords = list(fields.get('keywords'));
  if (keywords.length === 0) throw new TopicParseError(origin, 'keywords are required');

  const weightText = fields.get('weight');
  const weight = weightText === undefined ? 1 : Number(weightText);
  if (!Number.isFinite(weight) || weight <= 0)
    throw new TopicParseError(origin, `bad weight '${weightText}'`);

  const umbrellaText = fields.get('umbrella') ?? 'false';
  if (umbrellaText !== 'true' && umbrellaText !== 'false')
    throw new TopicParseError(origin, `umbrella must be true or false, got '${umbrellaText}'`);

  const pages = list(fields.get('page')).map((entry) => {
    const m = /^(.+?)\s*\((\/[^\s()]*)\)$/.exec(entry);
    if (!m) throw new TopicParseError(origin, `page must read 'Title (/path)', got '${entry}'`);
    return { title: m[1] ?? '', path: m[2] ?? '' };
  });

  const sections = parseSections(text.slice(fm[0].length), origin);
  for (const required of REQUIRED_SECTIONS) {
    const section = sections.find((s) => s.key === required);
    if (!section || section.body === '')
      throw new TopicParseError(origin, `missing '## ${required}' section`);
  }

  return {
    id,
    title,
    category,
    keywords,
    aliases: list(fields.get('aliases')),
    related: list(fields.get('related')),
    weight,
    umbrella: umbrellaText === 'true',
    compares: list(fields.get('compares')),
    pages,
    sections,
  };
}

function parseSections(body: string, origin: string): TopicSection[] {
  const sections: { key: string; heading: string; lines: string[] }[] = [];
  let inFence = false;
  for (const line of body.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^##\s+(.+?)\s*$/.exec(line);
    if (heading) {
      const name = heading[1] ?? '';
      const key = name.toLowerCase();
      if (sections.some((s) => s.key === key))
        throw new TopicParseError(origin, `duplicate section '${name}'`);
      sections.push({ key, heading: name, lines: [] });
    } else if (sections.length > 0) {
      sections[sections.length - 1]?.lines.push(line);
    } else if (line.trim() !== '') {
      throw new TopicParseError(origin, 'text before the first ## section');
    }
  }
  if (inFence) throw new TopicParseError(origin, 'unclosed code fence');
  return sections.map((s) => ({ key: s.key, heading: s.heading, body: s.lines.join('\n').trim() }));
}

/** Parses every file; ids must be unique and related and compared ids must exist. Sorted by id. */
export function parseTopics(files: Readonly<Record<string, string>>): KnowledgeTopic[] {
  const topics = Object.entries(files).map(([origin, text]) => parseTopic(text, origin));
  const ids = new Set<string>();
  for (const t of topics) {
    if (ids.has(t.id)) throw new TopicParseError(t.id, 'duplicate topic id');
    ids.add(t.id);
  }
  for (const t of topics) {
    for (const r of t.related) {
      if (!ids.has(r)) throw new TopicParseError(t.id, `related topic '${r}' does not exist`);
    }
    for (const c of t.compares) {
      if (!ids.has(c)) throw new TopicParseError(t.id, `compared topic '${c}' does not exist`);
    }
  }
  return topics.sort((a, b) => a.id.localeCompare(b.id));
}

export function findSection(topic: KnowledgeTopic, key: string): TopicSection | undefined {
  return topic.sections.find((s) => s.key === key);
}

/** All fenced code blocks of a topic. */
export function codeBlocks(topic: KnowledgeTopic): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  for (const section of topic.sections) {
    const re = /^```([^\n]*)\n([\s\S]*?)^```\s*$/gm;
    for (const m of section.body.matchAll(re)) {
      const info = (m[1] ?? '').trim();
      blocks.push({
        topicId: topic.id,
        section: section.key,
        info,
        language: (info.split(/\s+/)[0] ?? '').toLowerCase(),
        code: m[2] ?? '',
      });
    }
  }
  return blocks;
}

/** Plain text of a section for the search index: code blocks are dropped. */
export function sectionProse(section: TopicSection): string {
  return section.body.replace(/^```[^\n]*\n[\s\S]*?^```\s*$/gm, ' ');
}
