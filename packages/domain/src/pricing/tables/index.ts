export * from './defaults.ts';
export * from './schema.ts';
