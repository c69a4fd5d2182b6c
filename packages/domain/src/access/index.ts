export * from './capabilities.ts';
export * from './decoration-choice.ts';
export * from './roles.ts';
