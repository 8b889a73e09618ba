import type { StructureKind } from '../types';
import { arrayListings } from './array';
import { linkedListListings } from './linked-list';
import { queueListings } from './queue';
import { stackListings } from './stack';
import type { CodeListings } from './types';

export type { CodeListing, CodeListings } from './types';

/** Each structure's complete implementation in JavaScript (the default), Python and Java. */
export const STRUCTURE_LISTINGS: { readonly [K in StructureKind]: CodeListings } = {
  array: arrayListings,
  stack: stackListings,
  queue: queueListings,
  linkedList: linkedListListings,
};
