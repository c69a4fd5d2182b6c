export * from './answers.ts';
export * from './calls.ts';
export * from './content.ts';
export * from './fields.ts';
export * from './groups.ts';
export * from './list-answers.ts';
export * from './record.ts';
export * from './rows.ts';
