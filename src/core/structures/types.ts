/**
 * Shared vocabulary of the four data-structure pages: which operations each structure has, what input
 * each takes, and the shape of a timed script (docs/product-rules.md#data-structure-operations,
 * docs/architecture.md#core).
 */

export type StructureKind = 'array' | 'stack' | 'queue' | 'linkedList';

/**
 * Each page's operations (in Operations-panel order) and their validated input. For linked lists,
 * `index` is the page's 'Position'.
 */
export interface StructureInputs {
  array: { add: ValueInput; insert: IndexValueInput; remove: IndexInput; update: IndexValueInput };
  stack: { push: ValueInput; pop: NoInput; peek: NoInput };
  queue: { enqueue: ValueInput; dequeue: NoInput; peek: NoInput };
  linkedList: { add: ValueInput; insert: IndexValueInput; remove: IndexInput };
}

/** Operation names per structure; kept as a lookup (not `keyof`) so scripts stay covariant in K. */
export interface StructureOperations {
  array: keyof StructureInputs['array'];
  stack: keyof StructureInputs['stack'];
  queue: keyof StructureInputs['queue'];
  linkedList: keyof StructureInputs['linkedList'];
}

export type OperationOf<K extends StructureKind> = StructureOperations[K];
export type ArrayOperation = OperationOf<'array'>;
export type StackOperation = OperationOf<'stack'>;
export type QueueOperation = OperationOf<'queue'>;
export type LinkedListOperation = OperationOf<'linkedList'>;

export interface ValueInput {
  value: number;
}
export interface IndexInput {
  index: number;
}
export interface IndexValueInput {
  index: number;
  value: number;
}
/** Operations that take no dialog input (pop, peek, dequeue): pass `{}`. */
export type NoInput = Record<never, never>;

export type InputOf<K extends StructureKind, O extends OperationOf<K>> = StructureInputs[K][O &
  keyof StructureInputs[K]];

/** The page state while an operation runs. */
export interface StructurePhases {
  array: 'adding' | 'inserting' | 'removing' | 'updating';
  stack: 'pushing' | 'popping' | 'peeking';
  queue: 'enqueueing' | 'dequeueing' | 'peeking';
  linkedList: 'adding' | 'inserting' | 'removing';
}

export type PhaseOf<K extends StructureKind> = StructurePhases[K];

/**
 * How a highlighted item is drawn. `active`, `new` and `removing` match the DOM mirror's data-state
 * vocabulary (docs/dom-mirror.md#state-vocabulary); `shifting`, `traversing` and `visited` are specific to
 * these pages (elements moving during an array shift, the node a list traversal is on, nodes it passed).
 */
export type HighlightRole = 'active' | 'new' | 'removing' | 'shifting' | 'traversing' | 'visited';

/** One highlighted item, by its index in the collection as it is at that moment. */
export interface Highlight {
  index: number;
  role: HighlightRole;
}

/**
 * A value that is being created but is not in the collection yet (the new stack/queue/list node, the
 * array slot being made). `index` is where it will land once the data changes.
 */
export interface PendingItem {
  value: number;
  index: number;
}

/** A highlight change inside a step, after its start (a list traversal moving node by node). */
export interface HighlightFrame {
  atMs: number;
  highlights: readonly Highlight[];
}

export interface ScriptStep {
  /** 1-based, as shown to the visitor ("Step 2 of 3"). */
  number: number;
  /** When the step starts, in ms from the start of the operation. */
  atMs: number;
  message: string;
  /** Highlights at the start of the step. */
  highlights: readonly Highlight[];
  pending: PendingItem | null;
  /** Later highlight changes within this step, in time order; empty for most steps. */
  subFrames: readonly HighlightFrame[];
}

/** The moment the collection itself changes. */
export interface DataChange {
  atMs: number;
  data: readonly number[];
  /** Highlights that apply to the new data, until the next step (if any) replaces them. */
  highlights: readonly Highlight[];
}

export interface TimedScript<K extends StructureKind = StructureKind> {
  structure: K;
  op: OperationOf<K>;
  phase: PhaseOf<K>;
  /** The collection when the operation started. */
  initialData: readonly number[];
  steps: readonly ScriptStep[];
  /** Null for operations that only look (peek). */
  dataChange: DataChange | null;
  /** When the page returns to idle, clearing message, highlights and pending item. */
  endAtMs: number;
  /** What the operation returns, for pop/dequeue/peek (the value looked at or taken). */
  result: number | null;
}
