export * from './build-quote-document.ts';
export * from './schema.ts';
