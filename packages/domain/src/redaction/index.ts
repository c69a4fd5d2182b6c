export * from './redaction.ts';
