export * from './calls.ts';
export * from './invoice-paid.ts';
export * from './job-state.ts';
export * from './progress.ts';
export * from './steps.ts';
