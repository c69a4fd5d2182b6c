export * from './customer-edit.ts';
