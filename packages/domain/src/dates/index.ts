export * from './dates.ts';
export * from './zone-name.ts';
