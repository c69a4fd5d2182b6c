export * from './accept-messages.ts';
export * from './calls.ts';
