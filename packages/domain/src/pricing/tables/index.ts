export * from './calls.ts';
export * from './defaults.ts';
export * from './schema.ts';
export * from './without-costs.ts';
