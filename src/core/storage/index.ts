export * from './safeStorage';
export * from './theme';
