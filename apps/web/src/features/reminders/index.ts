/** Reminders of sent quotes: the rules' inputs (settings), a client's rules and a quote's reminders panel (staff). */
export { ClientReminders } from './ClientReminders.tsx';
export { QuoteReminders } from './QuoteReminders.tsx';
export { ReminderRulesInputs } from './ReminderRulesInputs.tsx';
