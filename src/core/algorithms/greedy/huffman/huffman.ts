import { createModelTrace } from '@/core/trace';
import { defineGreedyAlgorithm, plural, type GreedyCheck, type GreedyStep } from '../types';
import { huffmanMeta } from './meta';

export const HUFFMAN_LINES = ['count', 'leaf', 'merge', 'code', 'done'] as const;
export type HuffmanLine = (typeof HUFFMAN_LINES)[number];

export const MAX_TEXT = 60;

/**
 * A node of the Huffman tree. `order` is when it was made: the leaves first, in the order their symbols
 * first appear in the text, then each merged node. The id is `n` and the order (`n0`, `n1`, …).
 */
export interface HuffmanNode {
  readonly id: string;
  readonly order: number;
  readonly weight: number;
  /** The leaf's symbol; null for a merged node. */
  readonly symbol: string | null;
  /** A merged node's children: left (0) and right (1). */
  readonly left: string | null;
  readonly right: string | null;
}

export interface SymbolCount {
  readonly symbol: string;
  readonly count: number;
}

export interface SymbolCode {
  readonly symbol: string;
  readonly count: number;
  readonly code: string;
}

export interface HuffmanModel {
  readonly text: string;
  /** The symbols in the order they first appear, with their counts; empty until counted. */
  readonly counts: readonly SymbolCount[];
  /** Every node made so far, by order. */
  readonly nodes: readonly HuffmanNode[];
  /** The priority queue: node ids, lightest first (equal weights: made first, first). */
  readonly queue: readonly string[];
  /** The node the step made or coded, and the two it merged. */
  readonly current: string | null;
  readonly merged: readonly string[];
  /** The codes given so far, in the order given (left to right along the tree). */
  readonly codes: readonly SymbolCode[];
  readonly done: boolean;
}

export interface HuffmanStep extends GreedyStep {
  readonly line: HuffmanLine;
  /** merge: the two nodes taken out (left first) and the node made; code: the leaf and its code. */
  readonly left?: string;
  readonly right?: string;
  readonly node?: string;
  readonly code?: string;
}

/** A symbol as the page writes it: a space is '␣'. */
export const showSymbol = (symbol: string) => (symbol === ' ' ? '␣' : symbol);

/** Reads the text to encode: 1 to 60 printable ASCII characters (letters, digits, spaces, punctuation). */
export function checkText(text: string): GreedyCheck<string> {
  if (text.length === 0) return { error: `Enter a text to encode: 1 to ${MAX_TEXT} characters` };
  if (text.length > MAX_TEXT)
    return { error: `The text is too long: at most ${MAX_TEXT} characters (it has ${text.length})` };
  const other = [...text].find((ch) => ch < ' ' || ch > '~');
  if (other !== undefined)
    return {
      error: `The text may use only letters, digits, spaces and keyboard punctuation (plain ASCII): "${other}" is not one of them`,
    };
  return { value: text };
}

/** The symbols in the order they first appear, with how often each appears. */
export function symbolCounts(text: string): SymbolCount[] {
  const counts = new Map<string, number>();
  for (const ch of text) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  return [...counts].map(([symbol, count]) => ({ symbol, count }));
}

/** Lighter first; equal weights: the node made first. */
const before = (a: HuffmanNode, b: HuffmanNode) => a.weight - b.weight || a.order - b.order;

interface Build {
  readonly nodes: HuffmanNode[];
  /** Each merge: the two nodes taken out and the node made. */
  readonly merges: { left: HuffmanNode; right: HuffmanNode; parent: HuffmanNode; queue: string[] }[];
  readonly root: HuffmanNode;
  readonly leafQueue: string[];
}

/** Huffman's merges, with the stated tie-break (see `before`). */
function build(text: string): Build {
  const nodes: HuffmanNode[] = symbolCounts(text).map(({ symbol, count }, order) => ({
    id: `n${order}`,
    order,
    weight: count,
    symbol,
    left: null,
    right: null,
  }));
  let queue = [...nodes].sort(before);
  const leafQueue = queue.map((node) => node.id);
  const merges: Build['merges'] = [];
  while (queue.length > 1) {
    const [left, right, ...rest] = queue as [HuffmanNode, HuffmanNode, ...HuffmanNode[]];
    const order = nodes.length;
    const parent: HuffmanNode = {
      id: `n${order}`,
      order,
      weight: left.weight + right.weight,
      symbol: null,
      left: left.id,
      right: right.id,
    };
    nodes.push(parent);
    queue = [...rest, parent].sort(before);
    merges.push({ left, right, parent, queue: queue.map((node) => node.id) });
  }
  return { nodes, merges, root: queue[0] as HuffmanNode, leafQueue };
}

/** Each symbol's code, in tree order (left before right); a one-leaf tree gives its symbol '0'. */
function codesOf(nodes: readonly HuffmanNode[], root: HuffmanNode): SymbolCode[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const codes: SymbolCode[] = [];
  const visit = (node: HuffmanNode, prefix: string) => {
    if (node.symbol !== null) {
      codes.push({ symbol: node.symbol, count: node.weight, code: prefix === '' ? '0' : prefix });
      return;
    }
    visit(byId.get(node.left ?? '') as HuffmanNode, `${prefix}0`);
    visit(byId.get(node.right ?? '') as HuffmanNode, `${prefix}1`);
  };
  visit(root, '');
  return codes;
}

/** Each symbol's Huffman code, in tree order. */
export function huffmanCodes(text: string): SymbolCode[] {
  const { nodes, root } = build(text);
  return codesOf(nodes, root);
}

/** The bits of the text in Huffman code. */
export const huffmanBits = (codes: readonly SymbolCode[]) =>
  codes.reduce((sum, { count, code }) => sum + count * code.length, 0);

/** The bits per symbol of a fixed-length code for k symbols: ⌈log2 k⌉, at least 1. */
export const fixedWidth = (k: number) => Math.max(1, Math.ceil(Math.log2(k)));

/** 'e:1' for a leaf, 'the node of weight 2' for a merged one. */
function nodeName(node: HuffmanNode): string {
  return node.symbol === null
    ? `the node of weight ${node.weight}`
    : `${showSymbol(node.symbol)}:${node.weight}`;
}

export function huffmanSummary(text: string): string {
  const codes = huffmanCodes(text);
  const width = fixedWidth(codes.length);
  return `${plural(huffmanBits(codes), 'bit')} with Huffman codes, against ${text.length} × ${width} = ${plural(text.length * width, 'bit')} at a fixed ${plural(width, 'bit')} per symbol`;
}

function* huffmanSteps(text: string): Generator<HuffmanStep> {
  const counts = symbolCounts(text);
  const { nodes, merges, root } = build(text);
  yield {
    line: 'count',
    message: `Count each symbol: ${plural(text.length, 'character')}, ${plural(counts.length, 'distinct symbol')}`,
  };
  yield {
    line: 'leaf',
    message:
      counts.length === 1
        ? 'Make a leaf for the one symbol and put it in the priority queue'
        : `Make a leaf for each of the ${counts.length} symbols and put them in the priority queue, lightest first (equal weights: the symbol that appears first in the text first)`,
  };
  for (const { left, right, parent } of merges)
    yield {
      line: 'merge',
      left: left.id,
      right: right.id,
      node: parent.id,
      message: `Merge ${nodeName(left)} and ${nodeName(right)} into a node of weight ${parent.weight} (left 0, right 1)`,
      counts: { merges: 1 },
    };
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const leafOf = new Map(nodes.filter((n) => n.symbol !== null).map((n) => [n.symbol as string, n.id]));
  for (const { symbol, count, code } of codesOf(nodes, root)) {
    const shown = showSymbol(symbol);
    yield {
      line: 'code',
      node: leafOf.get(symbol) ?? '',
      code,
      message:
        byId.size === 1
          ? `${shown} is the only symbol: the tree is one leaf with no edges, so ${shown} gets the code 0 (${plural(count, 'bit')})`
          : `${shown} gets the code ${code}, its path from the root: ${plural(code.length, 'bit')} × ${count} = ${plural(code.length * count, 'bit')}`,
    };
  }
  yield { line: 'done', message: `Total: ${huffmanSummary(text)}` };
}

function apply(model: HuffmanModel, step: HuffmanStep): HuffmanModel {
  switch (step.line) {
    case 'count':
      return { ...model, counts: symbolCounts(model.text) };
    case 'leaf': {
      const leaves = model.counts.map(({ symbol, count }, order) => ({
        id: `n${order}`,
        order,
        weight: count,
        symbol,
        left: null,
        right: null,
      }));
      return { ...model, nodes: leaves, queue: [...leaves].sort(before).map((node) => node.id) };
    }
    case 'merge': {
      const byId = new Map(model.nodes.map((node) => [node.id, node]));
      const left = byId.get(step.left ?? '') as HuffmanNode;
      const right = byId.get(step.right ?? '') as HuffmanNode;
      const order = model.nodes.length;
      const parent: HuffmanNode = {
        id: step.node ?? `n${order}`,
        order,
        weight: left.weight + right.weight,
        symbol: null,
        left: left.id,
        right: right.id,
      };
      const queue = [
        ...model.queue
          .filter((id) => id !== left.id && id !== right.id)
          .map((id) => byId.get(id) as HuffmanNode),
        parent,
      ]
        .sort(before)
        .map((node) => node.id);
      return {
        ...model,
        nodes: [...model.nodes, parent],
        queue,
        current: parent.id,
        merged: [left.id, right.id],
      };
    }
    case 'code': {
      const leaf = model.nodes.find((node) => node.id === step.node);
      return {
        ...model,
        current: step.node ?? null,
        merged: [],
        codes: [
          ...model.codes,
          { symbol: leaf?.symbol ?? '', count: leaf?.weight ?? 0, code: step.code ?? '' },
        ],
      };
    }
    case 'done':
      return { ...model, current: null, merged: [], done: true };
  }
}

export const huffmanModule = defineGreedyAlgorithm<'huffman', HuffmanLine, string, HuffmanModel, HuffmanStep>(
  {
    ...huffmanMeta,
    kind: 'greedy',
    picture: 'huffman-tree',
    lineIds: HUFFMAN_LINES,
    field: {
      key: 'text',
      label: 'Text to encode',
      maxLength: MAX_TEXT,
      multiline: false,
      placeholder: 'abracadabra',
    },
    limits: `1 to ${MAX_TEXT} characters: letters, digits, spaces (drawn as ␣) and keyboard punctuation. Equal weights leave the queue in the order their nodes were made: leaves in the order their symbols first appear in the text, then merged nodes as they are made; the first node taken out goes left (0). A text of one distinct symbol gets the code 0.`,
    example: 'abracadabra',
    presets: [
      { id: 'abracadabra', label: 'abracadabra', text: 'abracadabra' },
      { id: 'sentence', label: 'A sentence', text: 'a greedy choice at every step' },
      { id: 'one-symbol', label: 'One symbol', text: 'aaaa' },
      { id: 'random', label: 'Random', text: null },
    ],
    counters: [{ key: 'merges', label: 'Merges' }],
    check: checkText,
    inputSummary: (text) => `“${text}”`,
    randomInput(random) {
      const alphabet = 'abcdefgh';
      // Skewed weights, so codes of several lengths appear.
      const length = 12 + Math.floor(random() * 20);
      let text = '';
      for (let i = 0; i < length; i++) text += alphabet[Math.floor(random() * random() * alphabet.length)];
      return text;
    },
    trace(text) {
      const checked = checkText(text);
      if ('error' in checked) throw new RangeError(checked.error);
      return createModelTrace<HuffmanModel, HuffmanStep>({
        algorithm: 'huffman',
        initial: {
          text,
          counts: [],
          nodes: [],
          queue: [],
          current: null,
          merged: [],
          codes: [],
          done: false,
        },
        steps: huffmanSteps(text),
        apply,
        counts: (step) => step.counts ?? null,
      });
    },
    answer: huffmanSummary,
  },
);
