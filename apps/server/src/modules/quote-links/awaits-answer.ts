import { linkExpiryOf } from '@portal/domain/quote-links';
import { canApply } from '@portal/domain/status';

type Head = { status: string; orderStatus: string; revision: number; validTo: string | null };

/**
 * The end of the accept and reject links a mail sent now would carry, or null when none go with
 * it: the quote must await the customer's answer (the status machine's accept_by_link) and its
 * valid-to date must not have passed.
 */
export function linkEndFor(quote: Head, now: Date): Date | null {
  const awaiting = canApply(
    { status: quote.status, order_status: quote.orderStatus, revision: quote.revision },
    'accept_by_link',
    'link',
  );
  const end = linkExpiryOf(quote.validTo);
  return awaiting && end && end.getTime() > now.getTime() ? end : null;
}
