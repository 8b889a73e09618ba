/**
 * What a dynamic-programming module is: a run over inputs the learner types (numbers, lists of numbers,
 * words, a choice of method), checked first (nothing runs on an invalid input) and recorded as a model
 * trace whose steps say which code line runs and what just happened. Each step carries the whole
 * picture of its frame (the table or the call tree), so any frame is read without replaying the run.
 */
import type { DpListingId } from './listings';
import type { ModelStep, ModelTrace } from '@/core/trace';
import type { AlgorithmDescription } from '../types';

/** One input the learner types or picks, with the limits it is held to. */
export type DpInputField =
  | {
      readonly kind: 'integer';
      /** The URL parameter and the key of the value, e.g. 'n'. */
      readonly key: string;
      readonly label: string;
      readonly min: number;
      readonly max: number;
      readonly example: string;
    }
  | {
      /** Whole numbers separated by commas or spaces. */
      readonly kind: 'list';
      readonly key: string;
      readonly label: string;
      readonly min: number;
      readonly max: number;
      readonly minCount: number;
      readonly maxCount: number;
      readonly example: string;
    }
  | {
      /** Letters and digits, case-sensitive. */
      readonly kind: 'text';
      readonly key: string;
      readonly label: string;
      readonly maxLength: number;
      readonly example: string;
    }
  | {
      readonly kind: 'choice';
      readonly key: string;
      readonly label: string;
      readonly options: readonly { readonly value: string; readonly label: string }[];
      readonly example: string;
    };

/** The checked values of a run, by field key: a number, a list of numbers or a string. */
export type DpValues = Readonly<Record<string, number | readonly number[] | string>>;

/** Which neighbour an LCS cell took its value from. */
export type DpArrow = 'diag' | 'up' | 'left';

/** A DP table as one frame shows it: filled cells have a value, the others are null. */
export interface DpTableView {
  readonly rowLabels: readonly string[];
  readonly colLabels: readonly string[];
  /** What the rows and the columns count, for the corner and the figure's label ('item', 'capacity'). */
  readonly rowTitle: string;
  readonly colTitle: string;
  readonly values: readonly (readonly (number | null)[])[];
  readonly arrows?: readonly (readonly (DpArrow | null)[])[];
  /** The cell the step fills or looks at. */
  readonly current: readonly [number, number] | null;
  /** The cells it reads from. */
  readonly reads: readonly (readonly [number, number])[];
  /** The traceback's cells so far, or the cells of the answer. */
  readonly path: readonly (readonly [number, number])[];
  /**
   * What a cell is in the listing, so practice names it as the listing does: absent, the dp table
   * (dp[row][col], or dp[col] with one row); 'row-arrays', each row the array its label names, indexed
   * by column ('dp[i]' → dp[3]); 'piles', each column a patience pile and each cell a card on it.
   */
  readonly cells?: 'row-arrays' | 'piles';
}

/** A call of the Fibonacci call tree. */
export type CallState = 'active' | 'range' | 'default' | 'found';
export interface CallNode {
  readonly id: string;
  /** The argument: this is the call fib(n). */
  readonly n: number;
  readonly parent: string | null;
  /** What it returned, once it has. */
  readonly value: number | null;
  /** active: running now; range: waiting on the stack; default: returned; found: answered from the cache. */
  readonly state: CallState;
  /** fib(n) was called before: plain recursion works it out again. */
  readonly repeat: boolean;
}

/** One line of the run's state in words, shown beside the scene ('Cache', 'Chosen so far'). */
export interface DpNote {
  readonly title: string;
  readonly text: string;
}

/** What one frame shows: a table, a call tree (with the cache when memoising), and notes. */
export interface DpView {
  readonly table: DpTableView | null;
  readonly calls: readonly CallNode[] | null;
  /** The memo cache, as [n, fib(n)] in the order stored. */
  readonly cache: readonly (readonly [number, number])[] | null;
  readonly notes: readonly DpNote[];
}

export interface DpStep<L extends string = string> extends ModelStep {
  readonly line: L;
  readonly message: string;
  readonly counts?: Readonly<Record<string, number>>;
  /** The frame after this step. */
  readonly view: DpView;
}

/** A counter the page shows under the canvas, e.g. { key: 'cells', label: 'Cells filled' }. */
export interface DpCounter {
  readonly key: string;
  readonly label: string;
}

export interface DpAlgorithm<Id extends string = string> extends Omit<
  AlgorithmDescription<Id>,
  'code' | 'lineIds'
> {
  readonly family: 'dp';
  readonly kind: 'dp';
  readonly fields: readonly DpInputField[];
  /** The limits in one or two sentences, shown beside the inputs. */
  readonly limits: string;
  /** Textbook examples: a name and the text of every field. */
  readonly presets: readonly { readonly label: string; readonly inputs: Readonly<Record<string, string>> }[];
  readonly counters: readonly DpCounter[];
  /** Why checked fields do not go together (plain recursion past its cap), or null. */
  check(values: DpValues): string | null;
  /** Every code-line id its steps can carry, by listing. */
  readonly lineIds: Readonly<Partial<Record<DpListingId, readonly string[]>>>;
  /** The listing a run shows: one per method (see listings.ts). */
  listing(values: DpValues): DpListingId;
  /** Runs on checked values and records every step. */
  trace(values: DpValues): ModelTrace<DpView, DpStep>;
  /** The final answer as the page writes it ('fib(10) = 55'). */
  answer(values: DpValues): string;
}

/** The listings, one per algorithm and method (listings.ts). */
export type { DpListingId } from './listings';

/** Declares a DP module, keeping its id as a literal type (see defineSorting). */
export function defineDpAlgorithm<const Id extends string>(module: DpAlgorithm<Id>): DpAlgorithm<Id> {
  return module;
}
