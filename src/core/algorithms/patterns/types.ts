/**
 * What an interview-pattern module is: a run over one or two texts the learner types (an array and a
 * target, a string, intervals), read and checked first (nothing runs on an invalid input) and recorded
 * as a model trace whose every step carries the whole picture of its frame: the array or string with
 * its pointers, window and best run named, and the pattern's helper structures (a deque, a stack, a map,
 * a prefix array).
 */
import { createModelTrace, type ModelStep, type ModelTrace } from '@/core/trace';
import type { AlgorithmDescription } from '../types';

/** A text the learner types, with the limits it is held to. */
export interface PatternField {
  /** The URL parameter that carries it, e.g. 'nums'. */
  readonly key: string;
  readonly label: string;
  /** The most characters it accepts. */
  readonly maxLength: number;
  readonly placeholder: string;
}

/** A ready-made input the page offers as a button; `random` ones are drawn afresh on every press. */
export interface PatternPreset {
  readonly id: string;
  readonly label: string;
  /** The texts of the fields, or null for a random input (see `randomInput`). */
  readonly texts: readonly string[] | null;
}

/**
 * The roles an element can play, in the order the mirror's `data-state` lists them (space-separated
 * when it has several; `default` when it has none).
 */
export const CELL_ROLES = [
  'left',
  'right',
  'current',
  'window',
  'best',
  'stack',
  'deque',
  'found',
  'done',
] as const;
export type CellRole = (typeof CELL_ROLES)[number];

/** A pointer drawn above the array and named: 'L', 'R', 'i'. */
export interface PatternPointer {
  readonly label: string;
  readonly index: number;
}

/** A run of elements drawn as one named span: the window, the best run so far. */
export interface PatternSpan {
  readonly lo: number;
  readonly hi: number;
}

export type AuxItemState = 'default' | 'new' | 'active' | 'out';

/** An entry of a helper structure: a deque or stack slot, a map's key and value, a prefix sum. */
export interface AuxItem {
  readonly key: string;
  readonly value: string;
  readonly state: AuxItemState;
}

/** A helper structure drawn under the array and mirrored as a list: 'deque', 'stack', 'map', 'prefix'. */
export interface PatternAux {
  readonly id: string;
  readonly title: string;
  readonly items: readonly AuxItem[];
}

/** A named number of the run beside the picture: 'sum', 'best', 'capacity'. */
export interface PatternFact {
  readonly label: string;
  readonly value: string;
}

/** The picture of one frame. */
export interface PatternModel {
  /** Each element as shown: a number, a character, an interval. */
  readonly cells: readonly string[];
  /** Each element's roles, in CELL_ROLES order. */
  readonly roles: readonly (readonly CellRole[])[];
  readonly pointers: readonly PatternPointer[];
  readonly window: PatternSpan | null;
  readonly best: PatternSpan | null;
  readonly aux: readonly PatternAux[];
  readonly facts: readonly PatternFact[];
}

/** A prediction practice asks before a step plays: 'Which pointer moves next?'. */
export interface PatternAsk {
  readonly prompt: string;
  readonly options: readonly string[];
  /** One of the options. */
  readonly answer: string;
  /** What the answer refers to in the picture: element indices, as the mirror's data-index names them. */
  readonly target?: readonly string[];
}

/** A step: its code line, its narration, the counters it advances and the picture after it. */
export interface PatternStep<L extends string = string> extends ModelStep {
  readonly line: L;
  readonly message: string;
  readonly counts?: Readonly<Record<string, number>>;
  readonly frame: PatternModel;
  readonly ask?: PatternAsk;
}

/** A counter the page shows under the canvas, e.g. { key: 'moves', label: 'Pointer moves' }. */
export interface PatternCounter {
  readonly key: string;
  readonly label: string;
}

/** The input read from the texts, or the first problem with them in one sentence and the field it is in. */
export type PatternCheck<V> = { readonly value: V } | { readonly error: string; readonly field: number };

/** What a run returns, in the form every listing prints: a number, a list, a list of pairs. */
export type PatternResult = number | readonly number[] | readonly (readonly number[])[];

export interface PatternAlgorithm<
  Id extends string = string,
  L extends string = string,
  V = unknown,
> extends Omit<AlgorithmDescription<Id>, 'code'> {
  readonly family: 'patterns';
  readonly kind: 'patterns';
  readonly lineIds: readonly L[];
  /** One or two texts: the array or string, then a target, k, D or the queries. */
  readonly fields: readonly PatternField[];
  /** The limits, shown under the fields. */
  readonly limits: string;
  /** The texts a fresh run starts from: the classic interview example. */
  readonly example: readonly string[];
  readonly presets: readonly PatternPreset[];
  readonly counters: readonly PatternCounter[];
  /** Reads the texts; every problem gets one clear message. */
  check(texts: readonly string[]): PatternCheck<V>;
  /** A random valid input, from `random` (a function returning numbers in [0, 1), like Math.random). */
  randomInput(random: () => number): readonly string[];
  /** The input in a few words, as the ready line names it ('4 numbers, target 9'). */
  inputSummary(value: V): string;
  /** The result as the listings return it. */
  solve(value: V): PatternResult;
  /** Runs on a checked input and records every step. */
  trace(value: V): ModelTrace<PatternModel, PatternStep<L>>;
  /** The final answer as the page writes it. */
  answer(value: V): string;
}

/** Declares a pattern module, keeping its id as a literal type (see defineGreedyAlgorithm). */
export function definePatternAlgorithm<const Id extends string, L extends string, V>(
  module: PatternAlgorithm<Id, L, V>,
): PatternAlgorithm<Id, L, V> {
  return module;
}

/** What a frame marks on the array; everything else is drawn plain. */
export interface FrameMarks {
  readonly pointers?: readonly (PatternPointer & { readonly role?: CellRole })[];
  readonly window?: PatternSpan | null;
  readonly best?: PatternSpan | null;
  /** Further roles by index (the stack's indices, a found pair). */
  readonly roles?: Readonly<Record<number, readonly CellRole[]>>;
  readonly aux?: readonly PatternAux[];
  readonly facts?: readonly PatternFact[];
}

/** The picture of a frame: each element's roles gathered from its pointers, spans and marks. */
export function patternFrame(cells: readonly string[], marks: FrameMarks = {}): PatternModel {
  const roles = cells.map(() => new Set<CellRole>());
  const add = (index: number, role: CellRole) => roles[index]?.add(role);
  for (const pointer of marks.pointers ?? []) if (pointer.role) add(pointer.index, pointer.role);
  const spanRoles = [
    [marks.window, 'window'],
    [marks.best, 'best'],
  ] as const;
  for (const [span, role] of spanRoles) if (span) for (let i = span.lo; i <= span.hi; i++) add(i, role);
  for (const [index, extra] of Object.entries(marks.roles ?? {}))
    for (const role of extra) add(Number(index), role);
  return {
    cells,
    roles: roles.map((set) => CELL_ROLES.filter((role) => set.has(role))),
    pointers: (marks.pointers ?? []).map(({ label, index }) => ({ label, index })),
    window: marks.window ?? null,
    best: marks.best ?? null,
    aux: marks.aux ?? [],
    facts: marks.facts ?? [],
  };
}

/** The mirror's `data-state` of an element: its roles space-separated, or `default`. */
export const roleState = (roles: readonly CellRole[]) => (roles.length === 0 ? 'default' : roles.join(' '));

/** An aux entry; `state` says whether it just came in, is being looked at or is leaving. */
export const auxItem = (key: string | number, value: string | number, state: AuxItemState = 'default') => ({
  key: String(key),
  value: String(value),
  state,
});

/** Records a run whose steps carry their frames: a frame is the step's own picture. */
export function recordPattern<L extends string>(
  algorithm: string,
  initial: PatternModel,
  steps: Iterable<PatternStep<L>>,
): ModelTrace<PatternModel, PatternStep<L>> {
  return createModelTrace<PatternModel, PatternStep<L>>({
    algorithm,
    initial,
    steps,
    apply: (_model, step) => step.frame,
    counts: (step) => step.counts ?? null,
  });
}

/** A list as the answers write it: [3, 3, 5]. */
export const showList = (values: readonly number[]) => `[${values.join(', ')}]`;
