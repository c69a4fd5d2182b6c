export * from './build-quote-document.ts';
export { lineDetailsText, sizeGridText, sortSizes } from './product-lines.ts';
export * from './schema.ts';
