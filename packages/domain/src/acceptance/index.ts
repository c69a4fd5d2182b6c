export * from './calls.ts';
export * from './messages.ts';
export * from './purchase-order.ts';
export * from './record.ts';
