/**
 * Static, heuristic analysis of a small source file for the offline file explanation: what it defines, the
 * data structures and algorithmic patterns it uses, and a rough complexity estimate. Regex and bracket
 * scanning only (no parser per language), so it is an estimate, and the explanation says so.
 *
 * An upload can be any text up to the upload limit, so every scan here runs in time linear in the text:
 * no two quantified parts of a pattern can match the same text, a pattern that starts with a repeated
 * class starts only where that class starts (a lookbehind), a "skip to the next X" part stops at the
 * brackets that would start another match or is bounded, and only the first MAX_ANALYSED_CHARS
 * characters and the first MAX_RECURSION_CHECKS functions are looked at.
 */

/** Only this much of a file is analysed (the explanation says when a file is longer). */
export const MAX_ANALYSED_CHARS = 100_000;
/** Only this many functions are searched for calls to themselves. */
export const MAX_RECURSION_CHECKS = 30;

export type SourceLanguage = 'javascript' | 'typescript' | 'python' | 'java' | 'cpp';

export type DataStructureId =
  | 'array'
  | 'matrix'
  | 'hash-map'
  | 'hash-set'
  | 'stack'
  | 'queue'
  | 'linked-list'
  | 'tree'
  | 'heap'
  | 'graph';

export type PatternId =
  | 'nested-loops'
  | 'loop'
  | 'recursion'
  | 'memoization'
  | 'hashing'
  | 'sorting'
  | 'binary-search'
  | 'two-pointers';

export type Complexity =
  'O(1)' | 'O(log n)' | 'O(n)' | 'O(n log n)' | 'O(n²)' | 'O(n³)' | 'O(n^k)' | 'O(2^n)';

const COMPLEXITY_ORDER: readonly Complexity[] = [
  'O(1)',
  'O(log n)',
  'O(n)',
  'O(n log n)',
  'O(n²)',
  'O(n³)',
  'O(n^k)',
  'O(2^n)',
];

export function maxComplexity(a: Complexity, b: Complexity): Complexity {
  return COMPLEXITY_ORDER.indexOf(a) >= COMPLEXITY_ORDER.indexOf(b) ? a : b;
}

export interface RecursiveFunction {
  readonly name: string;
  /** How many times the body calls itself (textually). */
  readonly selfCalls: number;
  readonly memoized: boolean;
  /** The input shrinks by halving (mid, / 2, >> 1). */
  readonly halving: boolean;
  readonly time: Complexity;
  readonly space: Complexity;
}

export interface SourceAnalysis {
  readonly language: SourceLanguage;
  readonly functions: readonly string[];
  readonly classes: readonly string[];
  readonly dataStructures: readonly DataStructureId[];
  readonly patterns: readonly PatternId[];
  /** Deepest loop nesting (a callback loop like forEach counts as a loop). */
  readonly maxLoopDepth: number;
  readonly recursion: readonly RecursiveFunction[];
  readonly time: Complexity;
  readonly space: Complexity;
  /** Why the estimate is what it is (Hinglish, one line each). */
  readonly reasons: readonly string[];
  /** Only the first MAX_ANALYSED_CHARS characters were analysed. */
  readonly truncated: boolean;
}

const CONTROL_WORDS = new Set([
  'if',
  'for',
  'while',
  'switch',
  'catch',
  'return',
  'function',
  'else',
  'do',
  'sizeof',
  'new',
  'typeof',
  'with',
  'constructor',
  'super',
  'this',
  'throw',
  'await',
  'elif',
]);

/**
 * Blanks out comments and the contents of string literals (keeping quotes and newlines) so the scanners
 * below do not trip over braces or keywords inside them.
 */
export function stripCommentsAndStrings(code: string, language: SourceLanguage): string {
  const out: string[] = [];
  const n = code.length;
  let i = 0;
  // Plain code is copied in runs, from `plain` up to the next comment or string.
  let plain = 0;
  const flush = () => {
    if (i > plain) out.push(code.slice(plain, i));
  };
  const python = language === 'python';
  while (i < n) {
    const c = code[i] ?? '';
    const next = code[i + 1] ?? '';
    if (python && c === '#') {
      flush();
      while (i < n && code[i] !== '\n') i++;
      plain = i;
      continue;
    }
    if (!python && c === '/' && next === '/') {
      flush();
      while (i < n && code[i] !== '\n') i++;
      plain = i;
      continue;
    }
    if (!python && c === '/' && next === '*') {
      flush();
      i += 2;
      while (i < n && !(code[i] === '*' && code[i + 1] === '/')) {
        if (code[i] === '\n') out.push('\n');
        i++;
      }
      i = Math.min(n, i + 2);
      plain = i;
      continue;
    }
    const isQuote =
      c === '"' || c === "'" || (c === '`' && !python && language !== 'java' && language !== 'cpp');
    if (isQuote) {
      flush();
      const triple = python && code.startsWith(c.repeat(3), i);
      const close = triple ? c.repeat(3) : c;
      out.push(close);
      i += close.length;
      while (i < n && !code.startsWith(close, i)) {
        if (code[i] === '\\') {
          i += 2;
          continue;
        }
        if (code[i] === '\n') {
          if (!triple && c !== '`') break; // unterminated single-line string
          out.push('\n');
        }
        i++;
      }
      if (code.startsWith(close, i)) {
        out.push(close);
        i += close.length;
      }
      i = Math.min(n, i);
      plain = i;
      continue;
    }
    i++;
  }
  flush();
  return out.join('');
}

function unique<T>(items: Iterable<T>): T[] {
  return [...new Set(items)];
}

function matchAllNames(code: string, re: RegExp): string[] {
  return [...code.matchAll(re)]
    .map((m) => m[1] ?? '')
    .filter((name) => name !== '' && !CONTROL_WORDS.has(name));
}

function findDefinitions(code: string, language: SourceLanguage): { functions: string[]; classes: string[] } {
  switch (language) {
    case 'python':
      return {
        functions: unique(matchAllNames(code, /^[ \t]*(?:async[ \t]+)?def[ \t]+([A-Za-z_]\w*)[ \t]*\(/gm)),
        classes: unique(matchAllNames(code, /^[ \t]*class[ \t]+([A-Za-z_]\w*)/gm)),
      };
    case 'javascript':
    case 'typescript':
      return {
        functions: unique([
          ...matchAllNames(code, /\bfunction\s*(?:\*\s*)?([A-Za-z_$][\w$]*)\s*[<(]/g),
          ...matchAllNames(
            code,
            /\b(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*(?::[^=;]{1,200})?=\s*(?:async\s+)?(?:function\b|\([^()]*\)\s*(?::[^=;]{1,200})?=>|[A-Za-z_$][\w$]*\s*=>)/g,
          ),
          ...matchAllNames(
            code,
            /^[ \t]*(?:(?:public|private|protected|static|async|readonly|override|get|set)[ \t]+)*\*?([A-Za-z_$][\w$]*)\s*\([^()]*\)\s*(?::[^{;=]{1,200})?\{/gm,
          ),
        ]),
        classes: unique(matchAllNames(code, /\bclass\s+([A-Za-z_$][\w$]*)/g)),
      };
    case 'java':
      return {
        functions: unique(
          matchAllNames(
            code,
            /^[ \t]*(?:(?:public|private|protected|static|final|abstract|synchronized|native|default)[ \t]+)*(?:<[^>]+>\s+)?[\w<>,.?]+(?:\s*\[\s*\][\w<>,.?]*)*\s+([A-Za-z_]\w*)\s*\([^()]*\)\s*(?:throws\s+[\w.,][\w.,\s]{0,200})?\{/gm,
          ),
        ),
        classes: unique(matchAllNames(code, /\b(?:class|interface|enum|record)\s+([A-Za-z_]\w*)/g)),
      };
    case 'cpp':
      return {
        functions: unique(
          matchAllNames(
            code,
            /^[ \t]*(?:(?:static|inline|virtual|constexpr|explicit|template\s*<[^>]*>)[ \t]+)*[\w:<>,]+[\s*&]+(?:[A-Za-z_]\w*::)*([A-Za-z_]\w*)\s*\([^()]*\)\s*(?:const\s*)?(?:noexcept\s*)?(?:override\s*)?\{/gm,
          ),
        ),
        classes: unique(matchAllNames(code, /\b(?:class|struct)\s+([A-Za-z_]\w*)\s*(?::[^{;]{0,300})?\{/g)),
      };
  }
}

/** The body of a definition starting at `from` (brace languages): text between the first '{' and its match. */
function braceBody(code: string, from: number): string {
  const open = code.indexOf('{', from);
  if (open < 0) return '';
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    if (code[i] === '{') depth++;
    else if (code[i] === '}') {
      depth--;
      if (depth === 0) return code.slice(open + 1, i);
    }
  }
  return code.slice(open + 1);
}

function indentOf(line: string): number {
  let width = 0;
  for (const ch of line) {
    if (ch === ' ') width++;
    else if (ch === '\t') width += 4;
    else break;
  }
  return width;
}

const PYTHON_DEF = /^\s*(?:async\s+)?def\s+([A-Za-z_]\w*)\s*\(/;

/** A Python file's lines, and the line each function is first defined on (found in one pass). */
interface PythonLines {
  readonly lines: readonly string[];
  readonly defLine: ReadonlyMap<string, number>;
}

function pythonLines(code: string): PythonLines {
  const lines = code.split('\n');
  const defLine = new Map<string, number>();
  lines.forEach((line, index) => {
    const name = PYTHON_DEF.exec(line)?.[1];
    if (name !== undefined && !defLine.has(name)) defLine.set(name, index);
  });
  return { lines, defLine };
}

/** The body of a Python def (lines indented deeper than the def line), plus decorators just above it. */
function pythonBody(
  { lines, defLine }: PythonLines,
  name: string,
): { body: string; decorators: string } | null {
  const start = defLine.get(name) ?? -1;
  if (start < 0) return null;
  const base = indentOf(lines[start] ?? '');
  const body: string[] = [];
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.trim() !== '' && indentOf(line) <= base) break;
    body.push(line);
  }
  const decorators: string[] = [];
  for (let i = start - 1; i >= 0 && /^\s*@/.test(lines[i] ?? ''); i--) decorators.push(lines[i] ?? '');
  return { body: body.join('\n'), decorators: decorators.join('\n') };
}

/** A function's body; `python` holds a Python file's lines (null for the brace languages). */
function functionBody(
  code: string,
  name: string,
  python: PythonLines | null,
): { body: string; context: string } | null {
  if (python) {
    const found = pythonBody(python, name);
    return found ? { body: found.body, context: found.decorators } : null;
  }
  const escaped = name.replace(/\$/g, '\\$');
  const patterns = [
    new RegExp(`\\bfunction\\s*(?:\\*\\s*)?${escaped}\\s*[<(]`),
    new RegExp(`\\b(?:const|let|var)\\s+${escaped}\\s*(?::[^=;]{1,200})?=`),
    new RegExp(`^[ \\t]*(?:[\\w<>\\[\\],.?:*&]+[ \\t]+)*${escaped}\\s*\\([^()]*\\)[^{;]{0,300}\\{`, 'm'),
  ];
  for (const re of patterns) {
    const m = re.exec(code);
    if (!m) continue;
    const start = m.index + m[0].length - (m[0].endsWith('{') ? 1 : 0);
    // An arrow function with an expression body: take the rest of the statement.
    const arrow = /^[^{;]*=>\s*(?![\s{])([^;\n]*)/.exec(code.slice(m.index + m[0].length));
    if (arrow && re === patterns[1]) return { body: arrow[1] ?? '', context: '' };
    return { body: braceBody(code, start), context: '' };
  }
  return null;
}

const HALVING = /\bmid\b|\/\s*2\b|>>\s*1\b|\/\/\s*2\b/;
const MEMO = /\bmemo\w*|\bcache\w*|\blru_cache\b|@cache\b|\bdp\s*\[/i;
const DIVIDE_WORK = /\bmerge\w*\s*\(|\bpartition\w*\s*\(|\bpivot\b/i;

function analyseRecursion(
  code: string,
  language: SourceLanguage,
  functions: readonly string[],
): RecursiveFunction[] {
  const result: RecursiveFunction[] = [];
  const python = language === 'python' ? pythonLines(code) : null;
  for (const name of functions.slice(0, MAX_RECURSION_CHECKS)) {
    const found = functionBody(code, name, python);
    if (!found) continue;
    const calls = found.body.match(new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}\\s*\\(`, 'g'));
    const selfCalls = calls?.length ?? 0;
    if (selfCalls === 0) continue;
    const memoized = MEMO.test(found.body) || MEMO.test(found.context);
    const halving = HALVING.test(found.body);
    const hasLoop = /\b(for|while)\b/.test(found.body);
    const tree = /\.left\b|\.right\b/.test(found.body);
    let time: Complexity;
    let space: Complexity = 'O(n)';
    if (selfCalls >= 2) {
      if (memoized) time = 'O(n)';
      else if (halving || DIVIDE_WORK.test(found.body))
        time = hasLoop || DIVIDE_WORK.test(found.body) ? 'O(n log n)' : 'O(n)';
      else if (tree) time = 'O(n)';
      else time = 'O(2^n)';
      if (halving) space = 'O(log n)';
    } else if (halving) {
      time = hasLoop ? 'O(n)' : 'O(log n)';
      space = 'O(log n)';
    } else {
      time = hasLoop ? 'O(n²)' : 'O(n)';
    }
    result.push({ name, selfCalls, memoized, halving, time, space });
  }
  return result;
}

type Frame = 'loop' | 'inline-loop' | 'block' | 'paren' | 'paren-loop';

const CALLBACK_LOOPS = new Set([
  'forEach',
  'map',
  'filter',
  'reduce',
  'reduceRight',
  'some',
  'every',
  'find',
  'findIndex',
  'findLast',
  'flatMap',
  'includes',
  'indexOf',
  'lastIndexOf',
]);

/** Each '(' index mapped to the index of its ')', found in one pass (an unclosed '(' has none). */
function matchingParens(code: string): Map<number, number> {
  const closing = new Map<number, number>();
  const open: number[] = [];
  for (let i = 0; i < code.length; i++) {
    if (code[i] === '(') open.push(i);
    else if (code[i] === ')') {
      const start = open.pop();
      if (start !== undefined) closing.set(start, i);
    }
  }
  return closing;
}

/** Deepest loop nesting in a brace language. */
export function braceLoopDepth(code: string, language: SourceLanguage): number {
  const stack: Frame[] = [];
  let max = 0;
  let loopsOpen = 0;
  const isLoop = (frame: Frame | undefined) =>
    frame === 'loop' || frame === 'inline-loop' || frame === 'paren-loop';
  const push = (frame: Frame) => {
    stack.push(frame);
    if (isLoop(frame)) loopsOpen++;
  };
  const pop = () => {
    if (isLoop(stack.pop())) loopsOpen--;
  };
  const top = (): Frame | undefined => stack[stack.length - 1];
  const skipWs = (j: number): number => {
    while (j < code.length && /\s/.test(code[j] ?? '')) j++;
    return j;
  };
  const closingParen = matchingParens(code);
  const matchParen = (open: number): number => closingParen.get(open) ?? code.length - 1;
  const js = language === 'javascript' || language === 'typescript';

  let i = 0;
  while (i < code.length) {
    const c = code[i] ?? '';
    if (/[A-Za-z_$]/.test(c) && !/[\w$]/.test(code[i - 1] ?? '')) {
      const word = /^[A-Za-z_$][\w$]*/.exec(code.slice(i))?.[0] ?? c;
      const after = skipWs(i + word.length);
      if ((word === 'for' || word === 'while') && code[after] === '(') {
        const close = matchParen(after);
        const bodyStart = skipWs(close + 1);
        if (word === 'while' && code[bodyStart] === ';') {
          i = bodyStart + 1; // the tail of do { } while (...);
          continue;
        }
        max = Math.max(max, loopsOpen + 1);
        if (code[bodyStart] === '{') {
          push('loop');
          i = bodyStart + 1;
        } else {
          push('inline-loop');
          i = bodyStart;
        }
        continue;
      }
      if (word === 'do' && code[after] === '{') {
        max = Math.max(max, loopsOpen + 1);
        push('loop');
        i = after + 1;
        continue;
      }
      if (js && code[i - 1] === '.' && CALLBACK_LOOPS.has(word) && code[after] === '(') {
        max = Math.max(max, loopsOpen + 1);
        push('paren-loop');
        i = after + 1;
        continue;
      }
      i += word.length;
      continue;
    }
    if (c === '{') push('block');
    else if (c === '(') push('paren');
    else if (c === ')') {
      while (top() === 'inline-loop') pop();
      if (top() === 'paren' || top() === 'paren-loop') pop();
    } else if (c === '}') {
      while (top() === 'inline-loop') pop();
      pop();
      while (top() === 'inline-loop') pop();
    } else if (c === ';') {
      while (top() === 'inline-loop') pop();
    }
    i++;
  }
  return max;
}

/** Deepest loop nesting in Python (indentation, plus comprehensions). */
export function pythonLoopDepth(code: string): number {
  const loops: number[] = [];
  let max = 0;
  for (const line of code.split('\n')) {
    if (line.trim() === '') continue;
    const indent = indentOf(line);
    while (loops.length > 0 && indent <= (loops[loops.length - 1] ?? -1)) loops.pop();
    const statement = /^\s*(?:async\s+)?(for|while)\b/.exec(line);
    if (statement) loops.push(indent);
    // Any other 'for' on the line is a comprehension or generator: one more level each.
    const inlineFors = (line.match(/\bfor\b/g) ?? []).length - (statement?.[1] === 'for' ? 1 : 0);
    max = Math.max(max, loops.length + Math.max(0, inlineFors));
  }
  return max;
}

interface Detector {
  readonly id: DataStructureId;
  readonly test: (code: string, language: SourceLanguage) => boolean;
}

const DATA_STRUCTURES: readonly Detector[] = [
  {
    id: 'array',
    test: (c, l) =>
      l === 'python'
        ? /\[\s*\]|\blist\s*\(|\w\s*\[[^\][]+\]|\[[^\][,]*,[^\][]*\]/.test(c)
        : l === 'cpp'
          ? /\bvector\s*</.test(c) || /\w\s*\[[^\][]*\]/.test(c)
          : l === 'java'
            ? /\w\s*\[\s*\]|\bnew\s+\w+\s*\[|\bArrayList\b|\bList\s*</.test(c)
            : /\[\s*\]|\bnew Array\b|\bArray\.from\b|\w\s*\[[^\][]+\]|\.push\s*\(/.test(c),
  },
  {
    id: 'matrix',
    test: (c) => /\w\s*\[[^\][]+\]\s*\[[^\][]+\]/.test(c),
  },
  {
    id: 'hash-map',
    test: (c, l) =>
      l === 'python'
        ? /\bdict\s*\(|=\s*\{\s*\}|\bdefaultdict\b|\bCounter\s*\(|\{[^{}:\n]+:[^{}\n]+\}/.test(c)
        : l === 'java'
          ? /\b(Hash|Tree|LinkedHash)Map\b|\bMap\s*</.test(c)
          : l === 'cpp'
            ? /\bunordered_map\b|\bmap\s*</.test(c)
            : /\bnew\s+(Weak)?Map\b|\bMap\s*<|\bRecord\s*</.test(c) || /=\s*\{\s*\}/.test(c),
  },
  {
    id: 'hash-set',
    test: (c, l) =>
      l === 'python'
        ? /\bset\s*\(/.test(c)
        : l === 'java'
          ? /\b(Hash|Tree|LinkedHash)Set\b|\bSet\s*</.test(c)
          : l === 'cpp'
            ? /\bunordered_set\b|\bset\s*</.test(c)
            : /\bnew\s+(Weak)?Set\b/.test(c),
  },
  {
    id: 'stack',
    test: (c, l) =>
      /\bStack\b|\bstack\s*</.test(c) ||
      (/\bstack\b/i.test(c) && /\.(push|append)\s*\(/.test(c)) ||
      (l !== 'python' && /\.push\s*\(/.test(c) && /\.pop\s*\(\s*\)/.test(c) && !/\.shift\s*\(/.test(c)),
  },
  {
    id: 'queue',
    test: (c) =>
      /\bQueue\b|\bqueue\s*<|\bdeque\b|\.shift\s*\(\s*\)|\bpopleft\b|\.poll\s*\(|\.offer\s*\(|\bqueue\b/i.test(
        c,
      ),
  },
  {
    id: 'linked-list',
    test: (c) => /\.next\b|->\s*next\b|\bListNode\b|\bLinkedList\b/.test(c),
  },
  {
    id: 'tree',
    test: (c) => /\.left\b|->\s*left\b|\bTreeNode\b/.test(c) && /\.right\b|->\s*right\b|\bTreeNode\b/.test(c),
  },
  {
    id: 'heap',
    test: (c) =>
      /\bPriorityQueue\b|\bheapq\b|\bpriority_queue\b|\b(Min|Max)Heap\b|\bheap(push|pop)\b/.test(c),
  },
  {
    id: 'graph',
    test: (c) => /\badj\w*\b|\bgraph\b|\bneighbou?rs?\b|\bedges\b/i.test(c),
  },
];

const BUILTIN_SORT =
  /\.sort\s*\(|\bsorted\s*\(|\bArrays\.sort\b|\bCollections\.sort\b|\bstd::sort\b|(?<![\w.])sort\s*\(\s*\w+\.begin\(\)/;
const SWAP =
  /\[\s*(\w+)\s*\[[^\][]+\]\s*,\s*\1\s*\[[^\][]+\]\s*\]\s*=|\bswap\s*\(|\btemp\s*=|\btmp\s*=|(?<!\w)(\w+)\s*\[[^\][]+\]\s*,\s*\2\s*\[[^\][]+\]\s*=\s*\2\s*\[/;

export function analyseSource(text: string, language: SourceLanguage): SourceAnalysis {
  const truncated = text.length > MAX_ANALYSED_CHARS;
  const code = stripCommentsAndStrings(truncated ? text.slice(0, MAX_ANALYSED_CHARS) : text, language);
  const { functions, classes } = findDefinitions(code, language);
  const maxLoopDepth = language === 'python' ? pythonLoopDepth(code) : braceLoopDepth(code, language);
  const recursion = analyseRecursion(code, language, functions);
  const dataStructures = DATA_STRUCTURES.filter((d) => d.test(code, language)).map((d) => d.id);

  const patterns: PatternId[] = [];
  const reasons: string[] = [];
  let time: Complexity = 'O(1)';
  let space: Complexity = 'O(1)';

  if (maxLoopDepth >= 2) patterns.push('nested-loops');
  else if (maxLoopDepth === 1) patterns.push('loop');
  if (recursion.length > 0) patterns.push('recursion');
  const memoized = recursion.some((r) => r.memoized) || /\bdp\s*\[|\bmemo\w*\b/i.test(code);
  if (memoized) patterns.push('memoization');
  const hashing = dataStructures.includes('hash-map') || dataStructures.includes('hash-set');
  if (hashing) patterns.push('hashing');
  const builtinSort = BUILTIN_SORT.test(code);
  const swapSort = maxLoopDepth >= 2 && SWAP.test(code);
  if (builtinSort || swapSort || functions.some((f) => /sort/i.test(f))) patterns.push('sorting');
  const binarySearch =
    /\bmid\b/.test(code) &&
    /\b(lo|low|left|l|start|begin)\b/.test(code) &&
    /\b(hi|high|right|r|end)\b/.test(code);
  if (binarySearch) patterns.push('binary-search');
  const twoPointers =
    !binarySearch &&
    /\bwhile\s*(?:\(\s*)?\w+\s*<=?\s*\w/.test(code) &&
    /(?<!\w)\w+\s*(?:\+\+|\+=\s*1)/.test(code) &&
    /(?<!\w)\w+\s*(?:--|-=\s*1)/.test(code);
  if (twoPointers) patterns.push('two-pointers');

  // Time.
  if (maxLoopDepth > 0) {
    const loopTime: Complexity =
      maxLoopDepth === 1 ? 'O(n)' : maxLoopDepth === 2 ? 'O(n²)' : maxLoopDepth === 3 ? 'O(n³)' : 'O(n^k)';
    if (maxLoopDepth === 1 && binarySearch && recursion.length === 0) {
      time = 'O(log n)';
      reasons.push('Loop har step pe search range aadhi karta hai (binary search), isliye O(log n).');
    } else {
      time = loopTime;
      reasons.push(
        maxLoopDepth === 1
          ? 'Loop nested nahi hai: data pe ek seedha pass, isliye O(n).'
          : `Loops ${maxLoopDepth} level tak nested hain: har level pe n baar, isliye ${loopTime}.`,
      );
    }
  }
  if (builtinSort) {
    const withSort = maxComplexity(time, 'O(n log n)');
    if (withSort !== time) reasons.push('Built-in sort lagbhag O(n log n) leta hai.');
    time = withSort;
  }
  for (const r of recursion) {
    const why =
      r.time === 'O(2^n)'
        ? `${r.name}() har call mein khud ko ${r.selfCalls} baar call karta hai aur memoization nahi hai: calls ka tree exponential badhta hai, O(2^n).`
        : r.memoized
          ? `${r.name}() recursive hai par memoization se har state ek hi baar compute hoti hai: O(n).`
          : r.time === 'O(n log n)'
            ? `${r.name}() input ko aadha karke ${r.selfCalls} baar khud ko call karta hai aur har level pe O(n) kaam: O(n log n) (divide and conquer).`
            : r.time === 'O(log n)'
              ? `${r.name}() har call mein input aadha karta hai: O(log n).`
              : `${r.name}() recursion se har element/level ek baar handle karta hai: ${r.time}.`;
    reasons.push(why);
    time = maxComplexity(time, r.time);
    space = maxComplexity(space, r.space);
  }

  // Space.
  if (recursion.length > 0) {
    const depth = recursion.every((r) => r.space === 'O(log n)') ? 'O(log n)' : 'O(n)';
    reasons.push(`Recursion ka call stack ${depth} extra jagah leta hai.`);
  }
  if (hashing || memoized) {
    space = maxComplexity(space, 'O(n)');
    reasons.push('Hash map / set / memo table mein n tak entries: O(n) extra space.');
  } else if (
    /\[\s*\.\.\.|\bnew\s+(Array|int|long|double|boolean|char)\b|\.slice\s*\(|\bnew\s+\w+\s*\[|\.copy\s*\(|\blist\s*\(/.test(
      code,
    )
  ) {
    space = maxComplexity(space, 'O(n)');
    reasons.push('Input ki copy ya naya array banta hai: O(n) extra space.');
  }

  return {
    language,
    functions,
    classes,
    dataStructures,
    patterns,
    maxLoopDepth,
    recursion,
    time,
    space,
    reasons,
    truncated,
  };
}
