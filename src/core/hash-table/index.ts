export * from './hashTable';
export * from './input';
export * from './runConfig';
