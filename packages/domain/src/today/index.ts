export * from './calls.ts';
export * from './window.ts';
