export * from './breaks-of.ts';
export * from './calls.ts';
export * from './catalogue-figures.ts';
export * from './messages.ts';
export * from './moved-prices.ts';
export * from './price-moves.ts';
