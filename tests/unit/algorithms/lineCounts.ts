/**
 * Counting how often the lines of a listing run. A listing line tagged with an operation's line id (the
 * id the trace puts on a compare, swap, write or probe step) must run exactly as often as the trace
 * records that operation, so the listing does what the engine counts, not merely the same sort.
 *
 * JavaScript and Java lines are instrumented: an `if (...)` or `while (...)` line counts each time its
 * condition is evaluated (`if (hit(7) && (...))`), a statement line each time it runs (`hit(7); ...`).
 * Python lines are counted with sys.settrace, whose line events fire each time a line starts; this
 * module only checks that a Python line is one those events describe. A tagged line that cannot be
 * counted this way is reported, saying why, so a listing has to be written so that it can be.
 */
import type { CodeListing } from '@/core/algorithms';
import { listing } from '@/core/listing';
import type { Step } from '@/core/trace';

/** The step types the counters count: a line tagged with their ids must run once per step. */
export const OPERATION_TYPES: ReadonlySet<Step['type']> = new Set(['compare', 'swap', 'write', 'probe']);

export interface CountedLine {
  /** 1-based line number in the listing shown. */
  readonly line: number;
  /** The operation ids tagged on the line (other ids on it are not counted). */
  readonly ids: readonly string[];
  readonly text: string;
}

/** Line number → every id tagged on it. */
function idsByLine(code: CodeListing): Map<number, string[]> {
  const byLine = new Map<number, string[]>();
  for (const [id, numbers] of Object.entries(code.lines)) {
    for (const n of numbers) byLine.set(n, [...(byLine.get(n) ?? []), id]);
  }
  return byLine;
}

/** The lines tagged with at least one operation id, in order. */
export function operationLines(code: CodeListing, operationIds: ReadonlySet<string>): CountedLine[] {
  const text = code.code.split('\n');
  return [...idsByLine(code)]
    .map(([line, ids]) => ({
      line,
      ids: ids.filter((id) => operationIds.has(id)),
      text: text[line - 1] ?? '',
    }))
    .filter((entry) => entry.ids.length > 0)
    .sort((a, b) => a.line - b.line);
}

/** The listing's source with its markers back on (each tagged line ends with «ids»). */
export function markedSource(code: CodeListing): string {
  const byLine = idsByLine(code);
  return code.code
    .split('\n')
    .map((text, index) => {
      const ids = byLine.get(index + 1);
      return ids === undefined ? text : `${text}  «${ids.join(',')}»`;
    })
    .join('\n');
}

/** The listing with `from` replaced by `to` in its marked source; `from` must occur exactly once. */
export function mutateListing(code: CodeListing, from: string, to: string): CodeListing {
  const source = markedSource(code);
  const occurrences = source.split(from).length - 1;
  if (occurrences !== 1)
    throw new Error(
      `The mutation expects "${from}" once in the ${code.language} listing, found ${occurrences}`,
    );
  return listing(code.language, source.replace(from, to));
}

/** Ran `ran` times where the trace says `expected`; empty when every counted line agrees. */
export function countMismatches(
  lines: readonly CountedLine[],
  expected: ReadonlyMap<string, number>,
  ran: (line: number) => number,
): string[] {
  return lines.flatMap(({ line, ids, text }) => {
    const want = ids.reduce((sum, id) => sum + (expected.get(id) ?? 0), 0);
    const got = ran(line);
    if (got === want) return [];
    return [`line ${line} «${ids.join(',')}» \`${text.trim()}\` ran ${got} times; the trace has ${want}`];
  });
}

function problem(code: CodeListing, entry: CountedLine, why: string): string {
  return `${code.language} line ${entry.line} «${entry.ids.join(',')}» \`${entry.text.trim()}\` cannot be counted: ${why}`;
}

/** Bracket depth a piece of code leaves open (strings in these listings hold no brackets). */
function openBrackets(code: string): number {
  let depth = 0;
  for (const c of code) {
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
  }
  return depth;
}

/** The code before a line comment (the listings have no `//` or `#` inside strings). */
const beforeComment = (text: string, marker: string) => {
  const at = text.indexOf(marker);
  return (at < 0 ? text : text.slice(0, at)).trimEnd();
};

/** The last line before `line` that holds code (not blank, not only a comment), without its comment. */
function previousCode(lines: readonly string[], line: number, marker: string): string {
  for (let k = line - 2; k >= 0; k--) {
    const code = beforeComment(lines[k] ?? '', marker).trim();
    if (code !== '') return code;
  }
  return '';
}

const C_CONTROL = /^(?:\}\s*else\s+)?(?:if|while)\s*\(/;
const C_UNCOUNTABLE = /^(?:\}|\{|else\b|for\b|do\b|switch\b|case\b|default\b|try\b|catch\b|finally\b)/;

/**
 * JavaScript or Java with a counting call on every operation line: `hit(n)` must be an expression that
 * counts line n and is true. Returns the code and the lines it could not count.
 */
export function instrumentCLike(
  code: CodeListing,
  operationIds: ReadonlySet<string>,
  hit: (line: number) => string,
): { code: string; problems: string[] } {
  const lines = code.code.split('\n');
  const problems: string[] = [];
  for (const entry of operationLines(code, operationIds)) {
    const text = lines[entry.line - 1] ?? '';
    const source = beforeComment(text, '//');
    const indent = text.length - text.trimStart().length;
    const statement = source.trim();
    if (C_CONTROL.test(statement)) {
      const open = text.indexOf('(', indent + (/^\}\s*else\s+/.exec(statement)?.[0].length ?? 0));
      let depth = 0;
      let close = -1;
      for (let k = open; k < source.length && close < 0; k++) {
        if (text[k] === '(') depth++;
        else if (text[k] === ')' && --depth === 0) close = k;
      }
      if (close < 0) {
        problems.push(problem(code, entry, 'its condition goes on past this line'));
        continue;
      }
      lines[entry.line - 1] =
        `${text.slice(0, open + 1)}${hit(entry.line)} && (${text.slice(open + 1, close)})${text.slice(close)}`;
    } else if (C_UNCOUNTABLE.test(statement) || !statement.endsWith(';')) {
      problems.push(
        problem(
          code,
          entry,
          'only a statement ending in ";", an if (...) or a while (...) line runs once per operation',
        ),
      );
    } else if (openBrackets(statement) !== 0 || !/[;{}]$/.test(previousCode(lines, entry.line, '//'))) {
      problems.push(
        problem(
          code,
          entry,
          'it is part of a longer statement or the body of an if/for/while without braces; give it a line of its own, in braces',
        ),
      );
    } else {
      lines[entry.line - 1] = `${text.slice(0, indent)}${hit(entry.line)}; ${text.slice(indent)}`;
    }
  }
  return { code: lines.join('\n'), problems };
}

const PY_NO_EVENT = /^(?:else|try|finally)\s*:|^except\b/;
const PY_HEADER = /^(?:for|async|def|class|with)\b|^@/;

/**
 * The operation lines of a Python listing that sys.settrace cannot count once per run: lines Python
 * reports no event for (else:, try:), headers that run a different number of times than their body (a for
 * line runs once more), and lines of a statement spread over several lines.
 */
export function pythonProblems(code: CodeListing, operationIds: ReadonlySet<string>): string[] {
  const lines = code.code.split('\n');
  return operationLines(code, operationIds).flatMap((entry) => {
    const statement = beforeComment(entry.text, '#').trim();
    const previous = previousCode(lines, entry.line, '#');
    if (statement === '') return [problem(code, entry, 'a comment never runs')];
    if (PY_NO_EVENT.test(statement)) return [problem(code, entry, 'Python reports no line event for it')];
    if (PY_HEADER.test(statement))
      return [problem(code, entry, 'a for, def, class or with line does not run once per operation')];
    if (
      openBrackets(statement) !== 0 ||
      statement.endsWith('\\') ||
      previous.endsWith('\\') ||
      openBrackets(previous) > 0
    )
      return [problem(code, entry, 'it is part of a statement spread over several lines')];
    return [];
  });
}
