export * from './customer-row.ts';
export * from './derive-figures.ts';
export * from './normalise-customer-write.ts';
export * from './sku.ts';
