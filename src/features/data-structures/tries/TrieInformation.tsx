import { memo } from 'react';
import {
  StructureInformation,
  type StructureInformationContent,
} from '@/player-ui/structure/StructureInformation';

const TRIE: StructureInformationContent = {
  name: 'Trie',
  characteristics: [
    'A tree of prefixes: the root is the empty string and every edge adds one letter, so each node spells the letters on its path from the root.',
    'Words that share a prefix share its nodes: "app", "apple" and "apt" all pass through "a" and "ap".',
    'A node is end-marked when a word ends there; "app" is a word here while "ap" is only a prefix.',
    'Search and insert take one step per letter, O(L) for a word of L letters, however many words the trie holds.',
    'Delete takes the end mark off, then removes nodes from the bottom up while they end no word and have no children.',
  ],
  useCases: [
    'Autocomplete: walk to the prefix, then list every word below it.',
    'Spell checkers and word games: is this a word, and can any word start this way?',
    'IP routing tables (longest matching prefix) and phone directories.',
    'Counting words that start with a prefix, and sorting strings by walking the trie in letter order.',
  ],
  timeComplexity: [
    { operation: 'Insert a word of L letters', complexity: 'O(L)' },
    { operation: 'Search', complexity: 'O(L)' },
    { operation: 'Starts with (find the prefix)', complexity: 'O(L)' },
    { operation: 'List the k words under a prefix', complexity: 'O(L + size of that subtree)' },
    { operation: 'Delete', complexity: 'O(L)' },
  ],
  space: {
    complexity: 'O(total letters)',
    note: 'one node per distinct prefix; shared prefixes are stored once',
  },
};

/** What a trie is, what it costs and where it is used. */
export const TrieInformation = memo(function TrieInformation() {
  return <StructureInformation content={TRIE} />;
});
