export * from './reset-link-state.ts';
export * from './reset-link-texts.ts';
export * from './schemas.ts';
