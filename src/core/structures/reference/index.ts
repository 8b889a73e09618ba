import type { StructureKind } from '../types';
import { arrayReference } from './array';
import { linkedListReference } from './linked-list';
import { queueReference } from './queue';
import { stackReference } from './stack';
import type { StructureReference } from './types';

export { arrayReference, linkedListReference, queueReference, stackReference };
export { dialogFieldLabel } from './types';
export type { OperationDialog, OperationInfo, StructureReference } from './types';

export const STRUCTURE_REFERENCES: { readonly [K in StructureKind]: StructureReference<K> } = {
  array: arrayReference,
  stack: stackReference,
  queue: queueReference,
  linkedList: linkedListReference,
};
