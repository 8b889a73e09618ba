export * from './disjointSets';
export * from './input';
export * from './runConfig';
export * from './unionFind';
