export * from './calls.ts';
export * from './phone.ts';
