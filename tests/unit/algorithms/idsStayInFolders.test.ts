/**
 * Adding an algorithm is one folder plus its line in the catalog and in its family's registry: nothing
 * else in the site may name an algorithm, so no player, view, scene or question switches on one. This
 * reads every source file and fails where an algorithm's id is written outside those places.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALGORITHM_CATALOG } from '@/core/algorithms/catalog';

const root = join(import.meta.dirname, '../../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** The catalog, each family's registry of modules and of listings: the lists an algorithm is added to. */
const REGISTRIES = [
  'src/core/algorithms/catalog.ts',
  'src/core/algorithms/registry.ts',
  'src/core/algorithms/allAlgorithms.ts',
  /^src\/core\/algorithms\/[a-z]+\/registry\.ts$/,
  /^src\/core\/algorithms\/[a-z]+\/listings\.ts$/,
];

/** Where a word that is also an id means something else: Your Code's tasks ('sort', 'search', 'bfs'). */
const OTHER_MEANINGS = [/^src\/(core|features)\/playground\//];

function isRegistry(file: string): boolean {
  return (
    REGISTRIES.some((entry) => (typeof entry === 'string' ? entry === file : entry.test(file))) ||
    OTHER_MEANINGS.some((pattern) => pattern.test(file))
  );
}

/** The code of a file without its comments (a comment may speak of an algorithm). */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** Where a file names an algorithm: the id as a whole string literal, or as an object key. */
export function namedIds(text: string, ids: readonly string[]): string[] {
  const code = withoutComments(text);
  return ids.filter((id) =>
    new RegExp(`['"\`]${id}['"\`]|^\\s*${id}\\s*:|[{,]\\s*${id}\\s*:`, 'm').test(code),
  );
}

describe('algorithm ids stay in their folders', () => {
  const ids = ALGORITHM_CATALOG.map((meta) => meta.id);
  const files = [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'scenes'))].map((path) =>
    relative(root, path).split(sep).join('/'),
  );

  it('finds the ids it looks for, in the places they belong', () => {
    expect(ids).toContain('dijkstra');
    expect(namedIds("if (algorithm === 'dijkstra') {}", ids)).toEqual(['dijkstra']);
    expect(namedIds('const names = { dijkstra: 1 };', ids)).toEqual(['dijkstra']);
    expect(namedIds('// dijkstra is greedy\nconst a = 1;', ids)).toEqual([]);
    expect(namedIds("const scene = 'dijkstra-grid';", ids)).toEqual([]);
  });

  it('no file outside an algorithm’s folder and the registries names it', () => {
    const found: string[] = [];
    for (const file of files) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const id of namedIds(text, ids)) {
        const own = new RegExp(`^src/core/algorithms/[a-z]+/${id}/`);
        if (!own.test(file) && !isRegistry(file)) found.push(`${file} names ${id}`);
      }
    }
    expect(found).toEqual([]);
  });
});
