/**
 * What a string-matching module is: a run over a text and a pattern the learner types, checked first
 * (nothing runs on an invalid input) and recorded as a model trace whose every step carries the whole
 * picture of its frame: the text, the pattern aligned under it at its current shift with the characters
 * compared marked, and what the algorithm keeps beside them (KMP's prefix table, Rabin-Karp's hashes).
 */
import { createModelTrace, type ModelStep, type ModelTrace } from '@/core/trace';
import type { AlgorithmDescription } from '../types';

/** What the learner types: the text searched and the pattern searched for. */
export interface StringInput {
  readonly text: string;
  readonly pattern: string;
}

/** A ready-made input the page offers as a button; `random` ones are drawn afresh on every press. */
export interface StringPreset {
  readonly id: string;
  readonly label: string;
  /** The text and the pattern, or null for a random input (see `randomInput`). */
  readonly input: StringInput | null;
}

/**
 * The roles a text character can play, in the order the mirror's `data-state` lists them
 * (space-separated when it has several; `default` when it has none): under the pattern's current
 * shift, being compared, found equal or different, inside a window whose hash matched but whose text
 * did not (`spurious`), inside a found occurrence (`match`).
 */
export const TEXT_ROLES = ['window', 'compare', 'equal', 'mismatch', 'spurious', 'match'] as const;
export type TextRole = (typeof TEXT_ROLES)[number];

/** A pattern character's state at the current shift. */
export type PatternCellState = 'default' | 'compare' | 'equal' | 'mismatch';

/** KMP's prefix-function table: filled up to `filled`, with the entry being worked on marked. */
export interface PrefixTable {
  /** π[q]: the length of the longest proper prefix of pattern[0..q] that is also its suffix; null until computed. */
  readonly values: readonly (number | null)[];
  /** The entry just computed or read, or null. */
  readonly current: number | null;
}

/** Rabin-Karp's hashes at the current shift. */
export interface HashView {
  readonly pattern: number;
  /** The hash of the text window at the current shift, or null before it is computed. */
  readonly window: number | null;
  /** The window's text, as the hash covers it. */
  readonly windowText: string;
}

/** A named number of the run beside the picture: 'shift', 'π[q]', 'found'. */
export interface StringFact {
  readonly label: string;
  readonly value: string;
}

/** The picture of one frame. */
export interface StringModel {
  readonly text: readonly string[];
  /** Each text character's roles, in TEXT_ROLES order. */
  readonly textRoles: readonly (readonly TextRole[])[];
  readonly pattern: readonly string[];
  /** The text index the pattern's first character sits under, or null when the pattern is not aligned (KMP's table build). */
  readonly shift: number | null;
  readonly patternStates: readonly PatternCellState[];
  readonly table: PrefixTable | null;
  readonly hashes: HashView | null;
  /** The shifts found so far. */
  readonly found: readonly number[];
  readonly facts: readonly StringFact[];
}

/** A prediction practice asks before a step plays: 'Do the characters match?'. */
export interface StringAsk {
  readonly prompt: string;
  readonly options: readonly string[];
  /** One of the options. */
  readonly answer: string;
  /** What the answer refers to in the picture: text indices, as the mirror's data-index names them. */
  readonly target?: readonly string[];
}

/** A step: its code line, its narration, the counters it advances and the picture after it. */
export interface StringStep<L extends string = string> extends ModelStep {
  readonly line: L;
  readonly message: string;
  readonly counts?: Readonly<Record<string, number>>;
  readonly frame: StringModel;
  readonly ask?: StringAsk;
}

/** A counter the page shows under the canvas, e.g. { key: 'comparisons', label: 'Character comparisons' }. */
export interface StringCounter {
  readonly key: string;
  readonly label: string;
}

export interface StringAlgorithm<Id extends string = string, L extends string = string> extends Omit<
  AlgorithmDescription<Id>,
  'code'
> {
  readonly family: 'strings';
  readonly kind: 'strings';
  readonly lineIds: readonly L[];
  /** The input a fresh run starts from: the algorithm's textbook example. */
  readonly example: StringInput;
  readonly presets: readonly StringPreset[];
  readonly counters: readonly StringCounter[];
  /** Runs on a checked input and records every step. */
  trace(input: StringInput): ModelTrace<StringModel, StringStep<L>>;
}

/** Declares a string-matching module, keeping its id as a literal type. */
export function defineStringAlgorithm<const Id extends string, L extends string>(
  module: StringAlgorithm<Id, L>,
): StringAlgorithm<Id, L> {
  return module;
}

/** What a frame marks; everything else is drawn plain. */
export interface FrameMarks {
  readonly shift?: number | null;
  /** The pattern index being compared (with the text character under it), and how it came out. */
  readonly compare?: { readonly j: number; readonly state: 'compare' | 'equal' | 'mismatch' } | null;
  /** Pattern characters compared with each other, not with the text (KMP's table build). */
  readonly patternMarks?: readonly { readonly j: number; readonly state: PatternCellState }[];
  /** Pattern indices before `compare` already found equal at this shift. */
  readonly equalBefore?: number;
  readonly table?: PrefixTable | null;
  readonly hashes?: HashView | null;
  readonly found?: readonly number[];
  /** Shifts whose hash matched but whose text did not. */
  readonly spurious?: readonly number[];
  readonly facts?: readonly StringFact[];
}

/** The picture of a frame: each character's roles gathered from the shift, the comparison and the finds. */
export function stringFrame({ text, pattern }: StringInput, marks: FrameMarks = {}): StringModel {
  const n = text.length;
  const m = pattern.length;
  const roles = Array.from({ length: n }, () => new Set<TextRole>());
  const add = (index: number, role: TextRole) => roles[index]?.add(role);
  const shift = marks.shift ?? null;
  const patternStates: PatternCellState[] = Array.from({ length: m }, () => 'default');
  if (shift !== null) for (let j = 0; j < m; j++) add(shift + j, 'window');
  const equalBefore = marks.equalBefore ?? 0;
  for (let j = 0; j < equalBefore; j++) {
    patternStates[j] = 'equal';
    if (shift !== null) add(shift + j, 'equal');
  }
  if (marks.compare) {
    patternStates[marks.compare.j] = marks.compare.state;
    if (shift !== null) add(shift + marks.compare.j, marks.compare.state);
  }
  for (const { j, state } of marks.patternMarks ?? []) patternStates[j] = state;
  for (const s of marks.spurious ?? []) for (let j = 0; j < m; j++) add(s + j, 'spurious');
  const found = marks.found ?? [];
  for (const s of found) for (let j = 0; j < m; j++) add(s + j, 'match');
  return {
    text: [...text],
    textRoles: roles.map((set) => TEXT_ROLES.filter((role) => set.has(role))),
    pattern: [...pattern],
    shift,
    patternStates,
    table: marks.table ?? null,
    hashes: marks.hashes ?? null,
    found,
    facts: marks.facts ?? [],
  };
}

/** The mirror's `data-state` of a text character: its roles space-separated, or `default`. */
export const roleState = (roles: readonly TextRole[]) => (roles.length === 0 ? 'default' : roles.join(' '));

/** Records a run whose steps carry their frames: a frame is the step's own picture. */
export function recordString<L extends string>(
  algorithm: string,
  initial: StringModel,
  steps: Iterable<StringStep<L>>,
): ModelTrace<StringModel, StringStep<L>> {
  return createModelTrace<StringModel, StringStep<L>>({
    algorithm,
    initial,
    steps,
    apply: (_model, step) => step.frame,
    counts: (step) => step.counts ?? null,
  });
}

/** The result as the page writes it: `found at 10`, `found at 0, 7`, `not found`. */
export function matchAnswer(shifts: readonly number[]): string {
  return shifts.length === 0 ? 'not found' : `found at ${shifts.join(', ')}`;
}
