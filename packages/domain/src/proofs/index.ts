export * from './calls.ts';
export * from './checklist.ts';
export * from './gate.ts';
export * from './job-proofs.ts';
export * from './messages.ts';
export * from './pins.ts';
export * from './spec.ts';
export * from './states.ts';
