/**
 * What each operation asks for in its dialog and when it is allowed
 * (docs/product-rules.md#data-structure-dialogs-and-validation).
 */
import type { OperationOf, StructureKind } from './types';

export interface OperationRule {
  /** The dialog asks for a value (an integer). */
  value: boolean;
  /**
   * The dialog asks for an index/position: `insert` allows 0..length inclusive, `existing` 0..length-1.
   * Null when there is none.
   */
  index: 'insert' | 'existing' | null;
  /** Disabled (and rejected) while the collection is empty. */
  requiresItems: boolean;
  /** The order the dialog lists its fields in; validation reports the first failing one. */
  fieldOrder: readonly ('value' | 'index')[];
}

const valueOnly: OperationRule = { value: true, index: null, requiresItems: false, fieldOrder: ['value'] };
const noInput: OperationRule = { value: false, index: null, requiresItems: true, fieldOrder: [] };
const insertAt: OperationRule = {
  value: true,
  index: 'insert',
  requiresItems: false,
  fieldOrder: ['value', 'index'],
};
const removeAt: OperationRule = {
  value: false,
  index: 'existing',
  requiresItems: true,
  fieldOrder: ['index'],
};

export const OPERATION_RULES = {
  array: {
    add: valueOnly,
    insert: insertAt,
    remove: removeAt,
    // The array's Update dialog asks for the index first, then the new value.
    update: { value: true, index: 'existing', requiresItems: true, fieldOrder: ['index', 'value'] },
  },
  stack: { push: valueOnly, pop: noInput, peek: noInput },
  queue: { enqueue: valueOnly, dequeue: noInput, peek: noInput },
  linkedList: { add: valueOnly, insert: insertAt, remove: removeAt },
} as const satisfies { [K in StructureKind]: Record<OperationOf<K>, OperationRule> };

/** Operations of each structure in Operations-panel order. */
export const STRUCTURE_OPERATIONS: { readonly [K in StructureKind]: readonly OperationOf<K>[] } = {
  array: ['add', 'insert', 'remove', 'update'],
  stack: ['push', 'pop', 'peek'],
  queue: ['enqueue', 'dequeue', 'peek'],
  linkedList: ['add', 'insert', 'remove'],
};

export function operationRule<K extends StructureKind>(structure: K, op: OperationOf<K>): OperationRule {
  const rules: Record<string, OperationRule> = OPERATION_RULES[structure];
  const rule = rules[op];
  if (rule === undefined) throw new Error(`no ${op} operation for ${structure}`);
  return rule;
}
