export * from './calls.ts';
export * from './decorations.ts';
export * from './keys.ts';
export * from './positions.ts';
export * from './project-categories.ts';
export * from './reasons.ts';
export * from './setup.ts';
export * from './suppliers.ts';
