import { SIGN_OFF } from './persona';
import { formatCount } from '../formatCount';
import { analyseSource, MAX_ANALYSED_CHARS } from './sourceAnalysis';
import { fileExtension, formatSize, unsupportedUploadReply, type UploadExtension } from './uploads';
import type { DataStructureId, PatternId, SourceAnalysis, SourceLanguage } from './sourceAnalysis';

/**
 * Offline explanation of an uploaded text file (docs/product-rules.md#file-upload: one file; .txt, .js, .ts,
 * .json, .md, .cpp, .py or .java). The input is the file's name and text (the chat screen reads the file);
 * the output is a Hinglish explanation in the chat's plain-text format ('- ' bullets), ending with 'Chamka?'.
 */

type FileKind = SourceLanguage | 'json' | 'markdown' | 'text';

const KIND_BY_EXTENSION: Record<UploadExtension, FileKind> = {
  '.txt': 'text',
  '.js': 'javascript',
  '.ts': 'typescript',
  '.json': 'json',
  '.md': 'markdown',
  '.cpp': 'cpp',
  '.py': 'python',
  '.java': 'java',
};

export const LANGUAGE_LABELS: Record<FileKind, string> = {
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  python: 'Python',
  java: 'Java',
  cpp: 'C++',
  json: 'JSON',
  markdown: 'Markdown',
  text: 'plain text',
};

const DATA_STRUCTURE_LABELS: Record<DataStructureId, string> = {
  array: 'Array / list: index se O(1) access',
  matrix: '2D array (matrix / grid ya DP table)',
  'hash-map': 'Hash map (key -> value): average O(1) lookup',
  'hash-set': 'Hash set: "pehle dekha hai?" O(1) mein',
  stack: 'Stack (LIFO): push/pop',
  queue: 'Queue (FIFO)',
  'linked-list': 'Linked list (next pointers)',
  tree: 'Tree (left/right children)',
  heap: 'Heap / priority queue',
  graph: 'Graph (adjacency list / neighbours)',
};

const PATTERN_LABELS: Record<PatternId, string> = {
  'nested-loops': 'Nested loops: loop ke andar loop',
  loop: 'Simple loop: data pe ek pass',
  recursion: 'Recursion: function khud ko call karta hai',
  memoization: 'Memoization / DP: results save karke dobara compute nahi',
  hashing: 'Hashing: lookup ke liye map/set',
  sorting: 'Sorting',
  'binary-search': 'Binary search: har step pe range aadhi',
  'two-pointers': 'Two pointers: do indices andar ki taraf',
};

export interface FileToExplain {
  readonly name: string;
  readonly text: string;
}

function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

function lineCount(text: string): number {
  if (text === '') return 0;
  return text.replace(/\r?\n$/, '').split(/\r?\n/).length;
}

/** Whether a UTF-16 code unit is whitespace as a regex's \s sees it. */
function isWhitespace(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  if (code < 160) return false;
  return (
    code === 160 ||
    code === 5760 ||
    (code >= 8192 && code <= 8202) ||
    code === 8232 ||
    code === 8233 ||
    code === 8239 ||
    code === 8287 ||
    code === 12288 ||
    code === 65279
  );
}

/** How many runs of non-whitespace the text has (counted in place: a 1 MB upload may hold 500,000). */
function wordCount(text: string): number {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const space = isWhitespace(text.charCodeAt(i));
    if (!space && !inWord) words++;
    inWord = !space;
  }
  return words;
}

function describeSize(text: string): string {
  const lines = lineCount(text);
  return `${lines} ${lines === 1 ? 'line' : 'lines'}, ${formatSize(byteLength(text))}`;
}

function listNames(names: readonly string[], suffix: string, limit = 12): string {
  const shown = names.slice(0, limit).map((n) => `${n}${suffix}`);
  return names.length > limit ? `${shown.join(', ')} aur ${names.length - limit} aur` : shown.join(', ');
}

function sourceTip(a: SourceAnalysis): string {
  const exponential = a.recursion.find((r) => r.time === 'O(2^n)');
  if (exponential) {
    return `Tip: ${exponential.name}() mein memoization (ya bottom-up DP) lagao, same subproblem baar-baar solve nahi hoga aur time O(n) jaisa ho jayega.`;
  }
  if (
    a.patterns.includes('nested-loops') &&
    a.patterns.includes('sorting') &&
    !a.patterns.includes('hashing')
  ) {
    return 'Tip: hand-written O(n²) sort seekhne ke liye mast hai; bade input pe merge sort, quick sort ya built-in sort (O(n log n)) use karo.';
  }
  if (a.patterns.includes('nested-loops') && !a.patterns.includes('hashing')) {
    return 'Tip: dekho kya andar wala loop sirf kuch "dhundh" raha hai; agar haan, toh hash map/set se O(n) ho sakta hai.';
  }
  if (a.patterns.includes('hashing')) {
    return 'Tip: hashing se time bachaya, memory thodi zyada lagi: yahi classic time-space trade-off hai. Interview mein yeh zaroor bolna.';
  }
  if (a.patterns.includes('recursion')) {
    return 'Tip: recursion ka base case sabse pehle check karo, aur bahut gehri recursion pe stack overflow ka dhyan rakho.';
  }
  return 'Tip: edge cases (khaali input, ek element, bahut bada input) pe ek baar dry run zaroor karo.';
}

function explainSource(file: FileToExplain, language: SourceLanguage): string[] {
  const a = analyseSource(file.text, language);
  const lines: string[] = [
    `Bhai, file dekh li! ${file.name} ek ${LANGUAGE_LABELS[language]} file hai (${describeSize(file.text)}).`,
    '',
    'Isme kya define hua hai:',
  ];
  if (a.functions.length === 0 && a.classes.length === 0) {
    lines.push('- Koi function ya class nahi, seedha top-level code hai.');
  }
  if (a.classes.length > 0) lines.push(`- Classes: ${listNames(a.classes, '')}`);
  if (a.functions.length > 0) lines.push(`- Functions: ${listNames(a.functions, '()')}`);

  lines.push('', 'Data structures:');
  if (a.dataStructures.length === 0) lines.push('- Koi khaas data structure nahi, bas simple variables.');
  for (const d of a.dataStructures) lines.push(`- ${DATA_STRUCTURE_LABELS[d]}`);

  lines.push('', 'Algorithmic patterns:');
  if (a.patterns.length === 0) lines.push('- Seedha-saadha code, koi loop ya recursion nahi.');
  for (const p of a.patterns) {
    if (p === 'nested-loops') lines.push(`- ${PATTERN_LABELS[p]} (${a.maxLoopDepth} level)`);
    else if (p === 'recursion') {
      const names = a.recursion.map((r) => `${r.name}() (${r.selfCalls}x self-call)`).join(', ');
      lines.push(`- ${PATTERN_LABELS[p]}: ${names}`);
    } else lines.push(`- ${PATTERN_LABELS[p]}`);
  }

  lines.push('', 'Complexity estimate (code padh ke andaaza, run karke nahi):');
  lines.push(`- Time: ${a.time}`, `- Space: ${a.space}`);
  for (const reason of a.reasons) lines.push(`- ${reason}`);
  if (a.truncated) {
    lines.push(
      `- File lambi hai: yeh andaaza sirf pehle ${formatCount(MAX_ANALYSED_CHARS)} characters padh ke hai.`,
    );
  }
  lines.push('', sourceTip(a));
  return lines;
}

function jsonShape(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  return typeof value === 'object' ? 'object' : typeof value;
}

/** How deeply arrays and objects nest (walked with a list, not recursion: an upload may nest 500,000 deep). */
function jsonDepth(root: unknown): number {
  let max = 0;
  const pending: { value: unknown; depth: number }[] = [{ value: root, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, depth } = next;
    if (value === null || typeof value !== 'object') continue;
    max = Math.max(max, depth + 1);
    const children = Array.isArray(value) ? value : Object.values(value as Record<string, unknown>);
    for (const child of children) pending.push({ value: child, depth: depth + 1 });
  }
  return max;
}

/**
 * A Markdown heading's text ('## Title ##' -> 'Title'), or null when the line is not a heading. Scanned by
 * hand: a pattern with a lazy middle and optional trailing spaces backtracks on long runs of spaces.
 */
function headingText(line: string): string | null {
  const marker = /^#{1,6}\s/.exec(line);
  if (!marker) return null;
  let end = line.length;
  while (end > marker[0].length && line[end - 1] === '#') end--;
  const text = line.slice(marker[0].length, end).trim();
  return text === '' ? null : text;
}

/** A Markdown link '[text](url)', the url with at most one level of parentheses; linear in the text. */
const MARKDOWN_LINK = /\[[^\][]+\]\((?:[^()[\]\n]|\([^()[\]\n]*\))+\)/g;

/** A JSON upload nested deeper than this is described without parsing it (a million '[' parse slowly). */
export const MAX_JSON_DEPTH = 1000;

/** Whether brackets outside strings nest deeper than `limit` (one pass, no parsing). */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '[' || c === '{') {
      depth++;
      if (depth > limit) return true;
    } else if (c === ']' || c === '}') depth--;
  }
  return false;
}

function explainJson(file: FileToExplain): string[] {
  const lines = [`Bhai, file dekh li! ${file.name} ek JSON file hai (${describeSize(file.text)}).`, ''];
  if (nestsDeeperThan(file.text, MAX_JSON_DEPTH)) {
    return [
      ...lines,
      `Yeh JSON ${formatCount(MAX_JSON_DEPTH)} levels se zyada gehra nested hai, isliye main isko poora nahi padhta.`,
      '- Itni gehri nesting aksar galti hoti hai: check karo ki brackets sahi jagah band hon.',
    ];
  }
  let data: unknown;
  try {
    data = JSON.parse(file.text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return [
      ...lines,
      `Yeh valid JSON nahi hai: parse karte waqt error aaya (${detail}).`,
      '- Check karo: keys double quotes mein hon, last item ke baad comma na ho, aur brackets poore band hon.',
    ];
  }
  lines.push('Structure:');
  if (Array.isArray(data)) {
    const kinds = [...new Set(data.map(jsonShape))];
    lines.push(
      `- Top level pe ek array hai: ${data.length} items${kinds.length > 0 ? ` (${kinds.join(', ')})` : ''}.`,
    );
    const first = data[0];
    if (first !== null && typeof first === 'object' && !Array.isArray(first)) {
      lines.push(`- Har item ek object hai, fields jaise: ${Object.keys(first).slice(0, 10).join(', ')}.`);
    }
  } else if (data !== null && typeof data === 'object') {
    const entries = Object.entries(data as Record<string, unknown>);
    lines.push(`- Top level pe ek object hai, ${entries.length} keys ke saath:`);
    for (const [key, value] of entries.slice(0, 10)) {
      const detail = Array.isArray(value) ? `array, ${value.length} items` : jsonShape(value);
      lines.push(`- ${key}: ${detail}`);
    }
    if (entries.length > 10) lines.push(`- ...aur ${entries.length - 10} keys`);
  } else {
    lines.push(`- Poori file ek single ${jsonShape(data)} value hai.`);
  }
  lines.push(`- Nesting depth: ${jsonDepth(data)}`);
  lines.push(
    '',
    'JSON asal mein nested hash maps (objects) aur arrays ka tree hai. Code mein isko JSON.parse se padho; key se lookup O(1) average, array mein dhundhna O(n).',
  );
  return lines;
}

function explainMarkdown(file: FileToExplain): string[] {
  const text = file.text.replace(/\r\n?/g, '\n');
  const headings: string[] = [];
  let codeBlocks = 0;
  const codeLanguages = new Set<string>();
  let inFence = false;
  let listItems = 0;
  for (const line of text.split('\n')) {
    const fence = /^\s*```\s*([\w+#-]*)/.exec(line);
    if (fence) {
      if (!inFence) {
        codeBlocks++;
        if (fence[1]) codeLanguages.add(fence[1]);
      }
      inFence = !inFence;
      continue;
    }
    if (inFence) continue;
    const heading = headingText(line);
    if (heading !== null) headings.push(heading);
    else if (/^\s*([-*+]|\d+[.)])\s+/.test(line)) listItems++;
  }
  const links = (text.match(MARKDOWN_LINK) ?? []).length;
  const words = wordCount(text);
  const lines = [
    `Bhai, file dekh li! ${file.name} ek Markdown document hai (${describeSize(file.text)}, lagbhag ${words} words).`,
    '',
    'Structure:',
  ];
  if (headings.length > 0) {
    lines.push(
      `- Headings (${headings.length}): ${headings.slice(0, 8).join(' | ')}${headings.length > 8 ? ' | ...' : ''}`,
    );
  } else {
    lines.push('- Koi heading nahi: seedha text hai.');
  }
  lines.push(`- List items: ${listItems}`);
  lines.push(
    `- Code blocks: ${codeBlocks}${codeLanguages.size > 0 ? ` (${[...codeLanguages].join(', ')})` : ''}`,
    `- Links: ${links}`,
  );
  lines.push(
    '',
    codeBlocks > 0
      ? 'Notes ya README jaisa lag raha hai jisme code bhi hai. Code blocks alag file mein daal ke upload karo, toh unki complexity bhi bata dunga.'
      : 'Yeh notes/documentation hai. Kisi heading ka topic samajhna ho toh uska naam likho, main samjha dunga.',
  );
  return lines;
}

function explainText(file: FileToExplain): string[] {
  const words = wordCount(file.text);
  const first =
    file.text
      .split(/\r?\n/)
      .find((l) => l.trim() !== '')
      ?.trim() ?? '';
  const looksLikeCode = /[{};]\s*$|\bfunction\b|\bdef\b|\bclass\b|#include|public static/m.test(file.text);
  const lines = [
    `Bhai, file dekh li! ${file.name} ek plain text file hai (${describeSize(file.text)}, lagbhag ${words} words).`,
    '',
  ];
  if (first !== '') lines.push(`- Shuruaat: "${first.length > 80 ? `${first.slice(0, 77)}...` : first}"`);
  lines.push(
    looksLikeCode
      ? '- Isme code jaisa kuch dikh raha hai. Sahi extension (.js, .py, .java, .cpp) ke saath upload karo, toh functions, loops aur complexity bhi bata dunga.'
      : '- Yeh notes ya text hai. Kisi specific concept ka naam likho, main usko detail mein samjhaunga.',
  );
  return lines;
}

/** A Hinglish explanation of the file, ending with 'Chamka?'. */
export function explainFile(file: FileToExplain): string {
  const ext = fileExtension(file.name) as UploadExtension;
  const kind: FileKind | undefined = KIND_BY_EXTENSION[ext];
  if (kind === undefined) return unsupportedUploadReply(file.name);
  let lines: string[];
  if (file.text.trim() === '') {
    lines = [`Bhai, ${file.name} toh khaali hai! Kuch likh ke dobara upload karo.`];
  } else if (kind === 'json') lines = explainJson(file);
  else if (kind === 'markdown') lines = explainMarkdown(file);
  else if (kind === 'text') lines = explainText(file);
  else lines = explainSource(file, kind);
  return [...lines, SIGN_OFF].join('\n');
}

/** The structured analysis behind a source file's explanation (null for non-code files). */
export function analyseUpload(file: FileToExplain): SourceAnalysis | null {
  const kind = KIND_BY_EXTENSION[fileExtension(file.name) as UploadExtension] as FileKind | undefined;
  if (kind === undefined || kind === 'json' || kind === 'markdown' || kind === 'text') return null;
  return analyseSource(file.text, kind);
}
