export * from './questions';
export * from './arrayQuestions';
export * from './tableQuestions';
export * from './record';
export * from './dpQuestions';
