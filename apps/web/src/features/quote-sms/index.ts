/** Send Quote SMS: the staff dialog that texts a quote's contact, opened from the quote editor. */
export { openSendSms } from './openSendSms.tsx';
