import { quoteExpiresAt } from '@portal/domain/dates';
import { canApply } from '@portal/domain/status';

type Head = { status: string; orderStatus: string; revision: number; validTo: string | null };

/**
 * The end of the accept and reject links a mail sent now would carry, or null when none go with
 * it: the quote must await the customer's answer (the status machine's accept_by_link) and must
 * not have expired. A link ends when its quote does: at the end of the valid-to day in the
 * business's time zone (a setting), daylight saving included.
 */
export function linkEndFor(quote: Head, timeZone: string, now: Date): Date | null {
  const awaiting = canApply(
    { status: quote.status, order_status: quote.orderStatus, revision: quote.revision },
    'accept_by_link',
    'link',
  );
  const end = quoteExpiresAt(quote.validTo, timeZone);
  return awaiting && end && end.getTime() > now.getTime() ? end : null;
}
