// What the app uses of reminders: the scheduler each process runs, and one pass of it.

export { type ReminderScheduler, startReminderScheduler } from './reminder-scheduler.ts';
export { type ReminderPass, runReminderPass } from './run-reminder-pass.ts';
