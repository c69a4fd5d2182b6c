export * from './guards/index.ts';
export * from './messages.ts';
export * from './ops/index.ts';
export * from './schema/index.ts';
