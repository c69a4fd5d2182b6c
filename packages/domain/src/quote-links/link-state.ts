import { canApply } from '../status/apply-action.ts';
import type { LinkState } from './calls.ts';
import { EXPIRY_MESSAGES } from './expired-quote.ts';
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

/** The words for a link's state; an expired one names the day its quote expired. */
export const linkStateMessage = (state: LinkState, validTo: string | null | undefined): string =>
  state === 'expired' && validTo ? EXPIRY_MESSAGES.expiredOn(validTo) : LINK_STATE_MESSAGES[state];
