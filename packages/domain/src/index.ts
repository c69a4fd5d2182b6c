export * from './access/index.ts';
export * from './account/index.ts';
export * from './api/index.ts';
export * from './messages/index.ts';
