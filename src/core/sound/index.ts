export * from './tones';
