/**
 * A trie of lowercase words, each word's last node end-marked, and its operations recorded step by step:
 * insert, search, starts-with (the words under a prefix, counted and listed for autocomplete) and delete
 * (the end mark taken off, then the nodes no other word needs pruned from the bottom up). Every step
 * carries the whole trie after it (the page holds at most 25 words of 12 letters) plus what it
 * highlights, and is tagged with the line of the listings (listings.ts) it runs.
 */
import { createModelTrace, type ModelStep, type ModelTrace } from '../trace/modelTrace';

export type TrieOperation = 'insert' | 'search' | 'startsWith' | 'delete';
export const TRIE_OPERATIONS: readonly TrieOperation[] = ['insert', 'search', 'startsWith', 'delete'];

/** The most words a trie on the page holds, and the longest word. */
export const TRIE_WORD_LIMIT = 25;
export const TRIE_WORD_LENGTH = 12;

/** How a step marks a node (the DOM mirror's state words). */
export type TrieMark = 'active' | 'compare' | 'found' | 'new' | 'removing' | 'target';

/** A node as the scene and the mirror show it. */
export interface TrieNodeFact {
  /** Stable while the node exists, so a step moves nodes rather than redrawing them. */
  readonly id: number;
  /** The letters from the root to here: the node's name ("" for the root). */
  readonly prefix: string;
  /** The node's own letter ("" for the root). */
  readonly char: string;
  readonly parent: number | null;
  readonly depth: number;
  /** Whether a word ends here. */
  readonly end: boolean;
}

export interface TrieModel {
  /** Depth first, children in alphabetical order: the root first. */
  readonly nodes: readonly TrieNodeFact[];
  readonly marks: ReadonlyMap<number, TrieMark>;
  /** The answer, once the operation has one: `found`, `3 words start with "ap"`… */
  readonly result: string | null;
  /** The words found under a prefix so far, alphabetically: the autocomplete list. */
  readonly matches: readonly string[] | null;
}

export type TrieLineId =
  | 'start'
  | 'walk'
  | 'add'
  | 'mark-end'
  | 'already'
  | 'missing'
  | 'check-end'
  | 'collect'
  | 'count'
  | 'unmark'
  | 'prune';

export interface TrieStep extends ModelStep {
  readonly line: TrieLineId;
  readonly message: string;
  readonly model: TrieModel;
}

export interface TrieRun {
  /** The words in the trie before the operation. */
  readonly words: readonly string[];
  readonly operation: TrieOperation | null;
  /** The word (or, for starts-with, the prefix) the operation takes. */
  readonly word: string | null;
}

export type TrieTrace = ModelTrace<TrieModel, TrieStep>;

export interface TrieNode {
  readonly id: number;
  readonly children: Map<string, TrieNode>;
  end: boolean;
}

/** A plain trie, without steps: what the recorded runs walk and what the benchmark builds. */
export class Trie {
  readonly root: TrieNode;
  private nextId = 1;

  constructor(words: Iterable<string> = []) {
    this.root = { id: 0, children: new Map(), end: false };
    for (const word of words) this.insert(word);
  }

  /** A new, unmarked node under `parent`. */
  addChild(parent: TrieNode, char: string): TrieNode {
    const node: TrieNode = { id: this.nextId++, children: new Map(), end: false };
    parent.children.set(char, node);
    return node;
  }

  /** Adds a word; false when it was already there. */
  insert(word: string): boolean {
    let node = this.root;
    for (const char of word) node = node.children.get(char) ?? this.addChild(node, char);
    if (node.end) return false;
    node.end = true;
    return true;
  }

  /** The node a prefix leads to, or null when no word starts with it. */
  nodeAt(prefix: string): TrieNode | null {
    let node: TrieNode | undefined = this.root;
    for (const char of prefix) {
      node = node.children.get(char);
      if (node === undefined) return null;
    }
    return node;
  }

  has(word: string): boolean {
    return this.nodeAt(word)?.end === true;
  }

  /** Every word that starts with the prefix, alphabetically. */
  wordsWith(prefix: string): string[] {
    const node = this.nodeAt(prefix);
    const words: string[] = [];
    if (node !== null) collectWords(node, prefix, words);
    return words;
  }

  /** Removes a word and every node only it needed; false when it was not there. */
  delete(word: string): boolean {
    const path: TrieNode[] = [this.root];
    for (const char of word) {
      const next = path[path.length - 1]?.children.get(char);
      if (next === undefined) return false;
      path.push(next);
    }
    const last = path[path.length - 1] as TrieNode;
    if (!last.end) return false;
    last.end = false;
    for (let depth = word.length; depth > 0; depth--) {
      const node = path[depth] as TrieNode;
      if (node.end || node.children.size > 0) break;
      (path[depth - 1] as TrieNode).children.delete(word[depth - 1] as string);
    }
    return true;
  }

  /** Every word, alphabetically. */
  words(): string[] {
    return this.wordsWith('');
  }
}

function sortedChildren(node: TrieNode): [string, TrieNode][] {
  return [...node.children].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

function collectWords(node: TrieNode, prefix: string, into: string[]) {
  if (node.end) into.push(prefix);
  for (const [char, child] of sortedChildren(node)) collectWords(child, prefix + char, into);
}

/** The trie's nodes, depth first with children alphabetically, as the scene and mirror show them. */
export function trieFacts(trie: Trie): TrieNodeFact[] {
  const facts: TrieNodeFact[] = [];
  const visit = (node: TrieNode, prefix: string, parent: number | null) => {
    facts.push({
      id: node.id,
      prefix,
      char: prefix.slice(-1),
      parent,
      depth: prefix.length,
      end: node.end,
    });
    for (const [char, child] of sortedChildren(node)) visit(child, prefix + char, node.id);
  };
  visit(trie.root, '', null);
  return facts;
}

/** A trie built from words in alphabetical order, so the same words always get the same node ids. */
export function trieOf(words: readonly string[]): Trie {
  return new Trie([...words].sort());
}

/** `3 words start with "ap"`. */
export function prefixCountText(count: number, prefix: string): string {
  return `${count} ${count === 1 ? 'word starts' : 'words start'} with "${prefix}"`;
}

/** Records the steps of a run. */
function* trieSteps(run: TrieRun): Generator<TrieStep> {
  const trie = trieOf(run.words);
  let result: string | null = null;
  let matches: string[] | null = null;
  const snapshot = (
    line: TrieLineId,
    message: string,
    marks: readonly (readonly [number, TrieMark])[] = [],
  ): TrieStep => ({
    line,
    message,
    model: {
      nodes: trieFacts(trie),
      marks: new Map(marks),
      result,
      matches: matches === null ? null : [...matches],
    },
  });
  if (run.operation === null || run.word === null) return;
  const word = run.word;
  const operation = run.operation;
  const quoted = `"${word}"`;
  yield snapshot(
    'start',
    operation === 'startsWith'
      ? `Count the words that start with ${quoted}: start at the root.`
      : `${operation === 'insert' ? 'Insert' : operation === 'search' ? 'Search for' : 'Delete'} ${quoted}: start at the root.`,
    [[trie.root.id, 'active']],
  );

  const path: TrieNode[] = [trie.root];
  const trail = () => path.map((node) => [node.id, 'compare'] as const);
  for (const [i, char] of [...word].entries()) {
    const here = path[path.length - 1] as TrieNode;
    const spelled = word.slice(0, i + 1);
    const next = here.children.get(char);
    if (next !== undefined) {
      path.push(next);
      yield snapshot('walk', `'${char}' is there: follow it to "${spelled}".`, [
        ...trail().slice(0, -1),
        [next.id, 'active'],
      ]);
      continue;
    }
    if (operation === 'insert') {
      const added = trie.addChild(here, char);
      path.push(added);
      yield snapshot('add', `No '${char}' under "${word.slice(0, i)}": add a node for "${spelled}".`, [
        ...trail().slice(0, -1),
        [added.id, 'new'],
      ]);
      continue;
    }
    result =
      operation === 'startsWith'
        ? prefixCountText(0, word)
        : operation === 'search'
          ? 'not found'
          : `"${word}" is not in the trie`;
    if (operation === 'startsWith') matches = [];
    yield snapshot(
      'missing',
      `No '${char}' under "${word.slice(0, i)}": ${operation === 'startsWith' ? `no word starts with ${quoted}` : `${quoted} is not in the trie`}.`,
      [...trail().slice(0, -1), [here.id, 'target']],
    );
    return;
  }

  const last = path[path.length - 1] as TrieNode;
  switch (operation) {
    case 'insert': {
      if (last.end) {
        result = `"${word}" is already in the trie`;
        yield snapshot('already', `${quoted}'s last node is already end-marked: nothing changes.`, [
          [last.id, 'found'],
        ]);
        return;
      }
      last.end = true;
      result = `inserted "${word}"`;
      yield snapshot('mark-end', `Mark the node for ${quoted} as the end of a word.`, [[last.id, 'found']]);
      return;
    }
    case 'search': {
      result = last.end ? 'found' : 'not found';
      yield snapshot(
        'check-end',
        last.end
          ? `The node for ${quoted} is end-marked: ${quoted} is a word in the trie.`
          : `The node for ${quoted} is not end-marked: it is only the start of longer words, so ${quoted} is not found.`,
        [[last.id, last.end ? 'found' : 'target']],
      );
      return;
    }
    case 'startsWith': {
      matches = [];
      const subtree = new Set<number>();
      function* visit(node: TrieNode, spelled: string): Generator<TrieStep> {
        subtree.add(node.id);
        if (node.end) {
          (matches as string[]).push(spelled);
          yield snapshot('collect', `"${spelled}" ends here: it starts with ${quoted}.`, [
            [last.id, 'active'],
            [node.id, 'found'],
          ]);
        }
        for (const [char, child] of sortedChildren(node)) yield* visit(child, spelled + char);
      }
      yield* visit(last, word);
      result = prefixCountText(matches.length, word);
      yield snapshot(
        'count',
        `${result}: every end mark under the node for ${quoted} is one word.`,
        [...subtree].map((id) => [id, id === last.id ? 'active' : 'compare'] as const),
      );
      return;
    }
    case 'delete': {
      if (!last.end) {
        result = `"${word}" is not in the trie`;
        yield snapshot(
          'check-end',
          `The node for ${quoted} is not end-marked: ${quoted} is not in the trie.`,
          [[last.id, 'target']],
        );
        return;
      }
      last.end = false;
      result = `deleted "${word}"`;
      yield snapshot('unmark', `Take the end mark off ${quoted}'s last node.`, [[last.id, 'removing']]);
      for (let depth = word.length; depth > 0; depth--) {
        const node = path[depth] as TrieNode;
        if (node.end || node.children.size > 0) break;
        const parent = path[depth - 1] as TrieNode;
        parent.children.delete(word[depth - 1] as string);
        yield snapshot(
          'prune',
          `"${word.slice(0, depth)}" ended no word and had no children: remove it from "${word.slice(0, depth - 1)}".`,
          [[parent.id, 'active']],
        );
      }
      return;
    }
  }
}

/** What each kind of step counts: the nodes walked through, added and pruned. */
const TRIE_COUNTS: Partial<Record<TrieLineId, Readonly<Record<string, number>>>> = {
  walk: { visited: 1 },
  add: { added: 1 },
  prune: { pruned: 1 },
};

/** A run as a trace the player steps through; its counters are the nodes visited, added and pruned. */
export function traceTrieRun(run: TrieRun): TrieTrace {
  const trie = trieOf(run.words);
  return createModelTrace<TrieModel, TrieStep>({
    algorithm: `trie-${run.operation ?? 'none'}`,
    initial: { nodes: trieFacts(trie), marks: new Map(), result: null, matches: null },
    steps: trieSteps(run),
    apply: (_model, step) => step.model,
    counts: (step) => TRIE_COUNTS[step.line] ?? null,
  });
}

/** The words after the whole run, alphabetically. */
export function finalWords(trace: TrieTrace): string[] {
  const { nodes } = trace.frameAt(trace.stepCount).model;
  return nodes.filter((node) => node.end).map((node) => node.prefix);
}

/** The answer of a finished run, as the page's result element shows it. */
export function trieResult(trace: TrieTrace): string | null {
  return trace.frameAt(trace.stepCount).model.result;
}
