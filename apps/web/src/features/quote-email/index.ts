/**
 * Email Quote: the staff dialog that mails a quote with its PDF (and, while it awaits an answer,
 * its accept and reject links), opened from the quote editor's Email Quote button.
 */
export { openEmailQuote } from './openEmailQuote.tsx';
