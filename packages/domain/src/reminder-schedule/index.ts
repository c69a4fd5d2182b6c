export * from './due-reminders.ts';
