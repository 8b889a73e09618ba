export * from './safeStorage';
export * from './theme';
export * from './keys';
