export * from './calls.ts';
export * from './proofs-waiting.ts';
export * from './window.ts';
