export * from './calls.ts';
export * from './design-patch.ts';
export * from './kinds.ts';
export * from './messages.ts';
export * from './names.ts';
export * from './production-order.ts';
export * from './references.ts';
export * from './sniff.ts';
