export * from './messages.ts';
export * from './normalise/index.ts';
export * from './ops/index.ts';
export * from './roles/index.ts';
export * from './schema/index.ts';
