export * from './accept-messages.ts';
export * from './calls.ts';
export * from './download-names.ts';
