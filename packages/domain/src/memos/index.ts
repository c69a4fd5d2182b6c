export * from './automatic-mail.ts';
export * from './calls.ts';
export * from './line-questions.ts';
export * from './memo-note.ts';
export * from './messages.ts';
export * from './reply-text.ts';
export * from './rich-text.ts';
