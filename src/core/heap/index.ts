export * from './heap';
export * from './input';
export * from './runConfig';
