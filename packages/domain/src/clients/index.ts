export * from './company.ts';
export * from './company-delete.ts';
export * from './contact.ts';
export * from './fields.ts';
export * from './logo.ts';
export * from './messages.ts';
