import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(__dirname, '../../..');
const SOURCE_ROOTS = ['src', 'scenes'];
/** The path aliases of tsconfig.json. */
const ALIASES: Readonly<Record<string, string>> = { '@/': 'src/', '@scenes/': 'scenes/' };
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a specifier names, relative to the repository, or null when it is a package's or not a source file. */
function resolveImport(from: string, specifier: string): string | null {
  const bare = specifier.replace(/\?.*$/, '');
  const alias = Object.keys(ALIASES).find((prefix) => bare.startsWith(prefix));
  let target: string;
  if (alias) target = join(ROOT, ALIASES[alias]!, bare.slice(alias.length));
  else if (bare.startsWith('.')) target = resolve(dirname(from), bare);
  else return null;
  for (const extension of EXTENSIONS) {
    const candidate = target + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(ROOT, candidate);
  }
  return null;
}

/** Folder-level import graph of src/ and scenes/: a folder is a file's directory. */
export function folderImports(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of SOURCE_ROOTS.flatMap((root) => sourceFiles(join(ROOT, root)))) {
    const from = dirname(relative(ROOT, file));
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const target = resolveImport(file, fileName);
      if (!target || !SOURCE_ROOTS.some((root) => target.startsWith(`${root}/`))) continue;
      const to = dirname(target);
      if (to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from)!.add(to);
    }
  }
  return graph;
}

/** Whether one folder is the other or inside it: a family and its algorithms' folders, say. */
const nested = (a: string, b: string) => a === b || b.startsWith(`${a}/`) || a.startsWith(`${b}/`);

/**
 * Each pair of folders that import each other, as "a <-> b" with a before b. A folder and a folder
 * inside it are not counted (a family's registry imports its algorithms, which import the family's
 * types).
 */
export function mutualPairs(graph: Map<string, Set<string>>): string[] {
  const pairs: string[] = [];
  for (const [from, targets] of graph) {
    for (const to of targets) {
      if (from < to && !nested(from, to) && graph.get(to)?.has(from)) pairs.push(`${from} <-> ${to}`);
    }
  }
  return pairs.sort();
}

/**
 * The graph with every folder under `parent` taken as its top-level folder there (src/core/algorithms/graph
 * as src/core/algorithms), so a folder's subfolders count as the folder itself.
 */
export function byTopFolder(graph: Map<string, Set<string>>, parent: string): Map<string, Set<string>> {
  const top = (folder: string) =>
    folder.startsWith(`${parent}/`) ? `${parent}/${folder.slice(parent.length + 1).split('/')[0]}` : folder;
  const grouped = new Map<string, Set<string>>();
  for (const [from, targets] of graph) {
    for (const to of targets) {
      if (top(from) === top(to)) continue;
      if (!grouped.has(top(from))) grouped.set(top(from), new Set());
      grouped.get(top(from))!.add(top(to));
    }
  }
  return grouped;
}

describe('folder imports', () => {
  it('finds a pair of folders that import each other, and not a folder with one inside it', () => {
    const graph = new Map([
      ['a', new Set(['b', 'c', 'a/inner'])],
      ['a/inner', new Set(['a'])],
      ['b', new Set(['a'])],
      ['c', new Set(['d'])],
    ]);
    expect(mutualPairs(graph)).toEqual(['a <-> b']);
  });

  it('resolves the path aliases and relative imports to source files', () => {
    const from = join(ROOT, 'src/core/algorithms/allAlgorithms.ts');
    expect(resolveImport(from, './catalog')).toBe('src/core/algorithms/catalog.ts');
    expect(resolveImport(from, '@/core/trace')).toBe('src/core/trace/index.ts');
    expect(resolveImport(from, 'react')).toBeNull();
  });

  it('has no two folders of src/ and scenes/ that import each other', () => {
    const graph = folderImports();
    expect(graph.get('src/core/algorithms')?.size).toBeGreaterThan(0);
    expect(mutualPairs(graph)).toEqual([]);
  });

  it('counts a subfolder as its top-level folder when asked', () => {
    const graph = new Map([
      ['src/core/a/inner', new Set(['src/core/b', 'src/core/a'])],
      ['src/core/b', new Set(['src/core/a'])],
    ]);
    expect(mutualPairs(graph)).toEqual([]);
    expect(mutualPairs(byTopFolder(graph, 'src/core'))).toEqual(['src/core/a <-> src/core/b']);
  });

  it('has no two folders of src/core, each with its subfolders, that import each other', () => {
    expect(mutualPairs(byTopFolder(folderImports(), 'src/core'))).toEqual([]);
  });
});
