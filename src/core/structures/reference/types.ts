/** Content of a data-structure page's header, Operations panel, Information tab and Code tab. */
import type { OperationOf, StructureKind } from '../types';

export interface NamedDescription {
  name: string;
  description: string;
}

export interface DialogField {
  field: 'value' | 'index';
  /** 'Value', 'New Value', 'Index' or 'Position'; see `dialogFieldLabel` for the range suffix. */
  label: string;
  /** For index fields: the allowed range shown after the label. */
  range: 'insert' | 'existing' | null;
}

export interface OperationDialog {
  title: string;
  description: string;
  confirmLabel: string;
  fields: readonly DialogField[];
}

export interface OperationInfo<K extends StructureKind = StructureKind> {
  op: OperationOf<K>;
  /** The Operations panel button, e.g. 'Add Element'. */
  name: string;
  /** One line under the button, e.g. 'Append to the end'. */
  description: string;
  /** Null for operations that start straight away (pop, dequeue, peek). */
  dialog: OperationDialog | null;
}

export interface ComplexityRow {
  operation: string;
  complexity: string;
}

export interface StructureReference<K extends StructureKind = StructureKind> {
  structure: K;
  /** The page heading, e.g. 'Arrays'. */
  heading: string;
  /** The card title, e.g. 'Array'. */
  title: string;
  description: string;
  operations: readonly OperationInfo<K>[];
  /** The Information tab's Types cards. */
  types: readonly NamedDescription[];
  characteristics: readonly string[];
  useCases: readonly string[];
  timeComplexity: readonly ComplexityRow[];
  spaceComplexity: string;
  variants: readonly NamedDescription[];
}

/** 'Position (0 to 5)', 'Index (0 to 4)', 'Value': a dialog field's label for the current length. */
export function dialogFieldLabel(field: DialogField, length: number): string {
  if (field.range === null) return field.label;
  const max = field.range === 'insert' ? length : length - 1;
  return `${field.label} (0 to ${max})`;
}
