export * from './calls.ts';
export * from './csv-tables.ts';
export * from './groupings.ts';
export * from './messages.ts';
export * from './order-breakdown.ts';
export * from './rates.ts';
