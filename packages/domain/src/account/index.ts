export * from './reset-link-state.ts';
export * from './schemas.ts';
