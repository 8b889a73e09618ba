export * from './localData';
export * from './streaks';
