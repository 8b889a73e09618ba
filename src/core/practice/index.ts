// Pages import the module they need (questions, arrayQuestions, dpQuestions, record) directly, not this
// barrel: arrayQuestions brings the array algorithms with it, which a tree or hash-table page must not load.
export * from './questions';
export * from './arrayQuestions';
export * from './tableQuestions';
export * from './dpQuestions';
export * from './record';
export * from './graphQuestions';
export * from './structureQuestions';
export * from './treeQuestions';
export * from './heapQuestions';
export * from './hashTableQuestions';
export * from './segmentTreeQuestions';
export * from './unionFindQuestions';
export * from './trieQuestions';
