import { canApply } from '../status/apply-action.ts';
import type { LinkState } from './calls.ts';
import { QUOTE_LINK_MESSAGES as M } from './messages.ts';

/**
 * What a link holds of its own: the revision it was sent for and the hash of that revision's
 * snapshot (null on links sent before hashes were kept), its end, and how it was answered.
 */
export type LinkFacts = { revision: number; hash?: string | null; expiresAt: Date; answer: string | null };
/** Where its quote stands now, with the hash of what its customer would be shown now. */
export type LinkQuote = { status: string; order_status: string; revision: number; hash?: string };

/**
 * Whether a link can still answer its quote, or why not, in this order: its
 * own answer, a newer revision or another document under it, its end, then whether the quote still awaits an answer at all
 * (the status machine's accept_by_link). Both pages and both calls ask this one rule.
 */
export function linkStateOf(link: LinkFacts, quote: LinkQuote, now: Date): LinkState {
  if (link.answer === 'accepted') return 'accepted';
  if (link.answer === 'rejected') return 'rejected';
  if (link.revision !== quote.revision || (link.hash && link.hash !== quote.hash)) return 'changed';
  if (now.getTime() > link.expiresAt.getTime()) return 'expired';
  if (!canApply(quote, 'accept_by_link', 'link')) return 'closed';
  return 'open';
}

/** The words for each state; an open link needs none. */
export const LINK_STATE_MESSAGES: Record<LinkState, string> = {
  open: '',
  accepted: M.usedAccepted,
  rejected: M.usedRejected,
  changed: M.changed,
  expired: M.expired,
  closed: M.closed,
};

/**
 * When a link sent today for a quote valid to `validTo` (YYYY-MM-DD) stops working: the end of
 * that day in Melbourne standard time (UTC+10; in daylight saving an hour later, which errs on
 * the customer's side). Without a valid-to date, or one already past, the link is not sent.
 */
export function linkExpiryOf(validTo: string | null | undefined): Date | null {
  if (!validTo || !/^\d{4}-\d{2}-\d{2}$/.test(validTo)) return null;
  const end = new Date(`${validTo}T23:59:59.999+10:00`);
  return Number.isNaN(end.getTime()) ? null : end;
}
