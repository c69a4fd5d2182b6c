export * from './calls.ts';
export * from './decline.ts';
export * from './email-defaults.ts';
export * from './expired-quote.ts';
export * from './link-state.ts';
export * from './messages.ts';
export * from './recipients.ts';
export * from './request-changes.ts';
