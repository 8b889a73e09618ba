export * from './segmentTree';
export * from './input';
export * from './runConfig';
export * from './rangeSums';
