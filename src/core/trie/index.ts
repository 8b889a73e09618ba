export * from './input';
export * from './runConfig';
export * from './trie';
