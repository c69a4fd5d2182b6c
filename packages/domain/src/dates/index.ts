export * from './dates.ts';
export * from './day-bounds.ts';
export * from './zone-name.ts';
