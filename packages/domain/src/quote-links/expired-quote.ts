import { formatDisplayDate } from '../dates/dates.ts';
import { quoteHasExpired } from '../dates/day-bounds.ts';

/**
 * What an expired quote says to its customer (issue of expiry: the date as DD/MM/YYYY, accounts
 * spec 9), on the link page, in the portal and when an acceptance is refused.
 */
export const EXPIRY_MESSAGES = {
  expiredOn: (validTo: string) => `This quote expired on ${formatDisplayDate(validTo)}`,
  cannotAccept: (validTo: string) =>
    `This quote expired on ${formatDisplayDate(validTo)} and can no longer be accepted. Use Request updated pricing and we will send you a current quote.`,
  requestPricing: 'Request updated pricing',
  /** The words a request for updated pricing starts from; the customer may add to them. */
  pricingWords: 'Please send me updated pricing for this quote.',
} as const;

/**
 * Why a customer's acceptance of a quote valid to `validTo` is refused at `now`, or null while it
 * stands: a quote expires at the end of its valid-to day in the business's time zone (a setting).
 */
export function expiredAcceptanceRefusal(
  validTo: string | null | undefined,
  timeZone: string,
  now: Date,
): string | null {
  return validTo && quoteHasExpired(validTo, timeZone, now) ? EXPIRY_MESSAGES.cannotAccept(validTo) : null;
}
