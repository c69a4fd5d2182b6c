/** Reminders of sent quotes: the rules' inputs (settings) and a quote's reminders panel (staff). */
export { QuoteReminders } from './QuoteReminders.tsx';
export { ReminderRulesInputs } from './ReminderRulesInputs.tsx';
