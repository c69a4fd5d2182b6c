export * from './bands.ts';
export * from './embroidery.ts';
export * from './line-cache.ts';
export * from './pools.ts';
export * from './price-quote.ts';
export * from './tables/index.ts';
export * from './types.ts';
export * from './write-prices.ts';
