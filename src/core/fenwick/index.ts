export * from './fenwick';
