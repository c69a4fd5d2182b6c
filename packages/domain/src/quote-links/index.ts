export * from './calls.ts';
export * from './email-defaults.ts';
export * from './link-state.ts';
export * from './messages.ts';
