export * from './redaction.ts';
export * from './restore-hidden.ts';
