/**
 * The Code tab's listings with the lines each operation runs: an operation's step highlights its whole
 * method, found by name in each language's listing, so the listings stay plain runnable code.
 */
import type { CodeListings as LinedListings } from '../../algorithms/types';
import type { OperationOf, StructureKind } from '../types';
import { STRUCTURE_LISTINGS } from './index';
import type { ListingLanguage } from './types';

type MethodNames = Record<ListingLanguage, string>;
const same = (name: string): MethodNames => ({ javascript: name, python: name, java: name });

/** The method that carries out each operation, per language. */
const METHODS: { [K in StructureKind]: Record<OperationOf<K>, MethodNames> } = {
  array: { add: same('add'), insert: same('insert'), remove: same('remove'), update: same('update') },
  stack: { push: same('push'), pop: same('pop'), peek: same('peek') },
  queue: { enqueue: same('enqueue'), dequeue: same('dequeue'), peek: same('peek') },
  linkedList: {
    add: same('append'),
    insert: { javascript: 'insertAt', python: 'insert_at', java: 'insertAt' },
    remove: { javascript: 'removeAt', python: 'remove_at', java: 'removeAt' },
  },
};

const SIGNATURE: Record<ListingLanguage, (name: string) => RegExp> = {
  javascript: (name) => new RegExp(`^(\\s+)${name}\\(.*\\) \\{$`),
  python: (name) => new RegExp(`^(\\s+)def ${name}\\(`),
  java: (name) => new RegExp(`^(\\s+)public \\S+ ${name}\\(.*\\) \\{$`),
};

const indentOf = (line: string) => line.length - line.trimStart().length;

/** The 1-based lines of the method `name`: its signature through its last line. */
export function methodLines(code: string, language: ListingLanguage, name: string): number[] {
  const lines = code.split('\n');
  const start = lines.findIndex((line) => SIGNATURE[language](name).test(line));
  if (start === -1) throw new Error(`no method ${name} in the ${language} listing`);
  const indent = indentOf(lines[start] as string);
  let end = start + 1;
  if (language === 'python') {
    // The body is every following line indented deeper (blank lines inside it included).
    while (
      end < lines.length &&
      ((lines[end] as string).trim() === '' || indentOf(lines[end] as string) > indent)
    ) {
      end += 1;
    }
    while ((lines[end - 1] as string).trim() === '') end -= 1;
  } else {
    while (end < lines.length && (lines[end] as string) !== `${' '.repeat(indent)}}`) end += 1;
    end += 1;
  }
  return Array.from({ length: end - start }, (_, i) => start + i + 1);
}

const cache = new Map<StructureKind, LinedListings>();

/** A structure's listings in the shared listing form, each operation's line id naming its method's lines. */
export function structureCode(structure: StructureKind): LinedListings {
  const cached = cache.get(structure);
  if (cached) return cached;
  const methods: Record<string, MethodNames> = METHODS[structure];
  const entries = STRUCTURE_LISTINGS[structure].map((listing) => {
    const lines: Record<string, number[]> = {};
    for (const [op, names] of Object.entries(methods)) {
      lines[op] = methodLines(listing.code, listing.language, names[listing.language]);
    }
    return [listing.language, { language: listing.language, code: listing.code, lines }] as const;
  });
  const code = Object.fromEntries(entries) as unknown as LinedListings;
  cache.set(structure, code);
  return code;
}
