// One file per area; drizzle-kit reads this index, so a table exists once it is exported here.
export * from './acceptances.ts';
export * from './accounts.ts';
export * from './business-settings.ts';
export * from './catalogue.ts';
export * from './files.ts';
export * from './memos.ts';
export * from './order-figures.ts';
export * from './outbox.ts';
export * from './proofs.ts';
export * from './quote-declines.ts';
export * from './quote-links.ts';
export * from './quotes.ts';
export * from './reminders.ts';
export * from './revisions.ts';
export * from './service-calls.ts';
export * from './service-tokens.ts';
export * from './sms-status-reports.ts';
