export * from './calls.ts';
export * from './rules.ts';
