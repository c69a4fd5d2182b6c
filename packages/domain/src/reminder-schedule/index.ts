export * from './due-reminders.ts';
export * from './proof-reminders.ts';
