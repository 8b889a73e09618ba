export * from './tree';
export * from './input';
export * from './runConfig';
export * from './presets';
export * from './avlBound';
