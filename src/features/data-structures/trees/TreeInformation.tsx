import { memo } from 'react';
import { AVL_HEIGHT_BOUND_TEXT } from '@/core/tree/avlBound';
import {
  StructureInformation,
  type StructureInformationContent,
} from '@/player-ui/structure/StructureInformation';

const TREE: StructureInformationContent = {
  name: 'Tree',
  characteristics: [
    "Every key in a node's left subtree is smaller than it, every key in its right subtree larger.",
    'An in-order traversal therefore visits the keys in sorted order.',
    'Each key is stored once; inserting a key already there is refused.',
    'The cost of an operation is the height h of the tree. Keys inserted in sorted order make a plain BST a list, h = n.',
    `An AVL tree keeps every node's balance factor (left height − right height) in −1..1 by rotating. Its height h, counted in levels (a lone root is 1), is then always ${AVL_HEIGHT_BOUND_TEXT} for n keys.`,
  ],
  useCases: [
    'Ordered maps and sets (balanced trees such as AVL and red-black trees).',
    'Range queries and finding the next larger or smaller key.',
    'Database and file-system indexes (their wide cousins, B-trees).',
    'Expression trees and syntax trees, walked in pre-, in- or post-order.',
  ],
  timeComplexity: [
    { operation: 'Search, insert, delete (BST)', complexity: 'O(h): O(log n) average, O(n) worst' },
    { operation: 'Search, insert, delete (AVL)', complexity: 'O(log n)' },
    { operation: 'Min, max', complexity: 'O(h)' },
    { operation: 'Height', complexity: 'O(n)' },
    { operation: 'Any traversal', complexity: 'O(n)' },
  ],
  space: { complexity: 'O(n)', note: 'one node per key; recursion needs O(h) more' },
  groups: [
    {
      title: 'AVL Rotations',
      items: [
        { name: 'LL', description: 'Left child leans left: one right rotation at the unbalanced node.' },
        { name: 'RR', description: 'Right child leans right: one left rotation.' },
        {
          name: 'LR',
          description: 'Left child leans right: rotate left at the child, then right at the node.',
        },
        {
          name: 'RL',
          description: 'Right child leans left: rotate right at the child, then left at the node.',
        },
      ],
    },
  ],
};

/** What a binary search tree and an AVL tree are, what they cost, and where they are used. */
export const TreeInformation = memo(function TreeInformation() {
  return <StructureInformation content={TREE} />;
});
