export * from './approval.ts';
export * from './artwork-fee-invoice.ts';
export * from './calls.ts';
export * from './invoice-of-document.ts';
export * from './job-of-document.ts';
export * from './messages.ts';
