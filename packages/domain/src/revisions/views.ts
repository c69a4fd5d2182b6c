import { z } from 'zod';
import { formatDisplayDate, formatDisplayTime } from '../dates/dates.ts';

export const DEVICES = ['phone', 'tablet', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

/**
 * The kind of device a user agent names: enough for staff to know how the quote was read, not a
 * fingerprint. Tablets first, since an Android tablet and an iPad also say "Mobile" or "Mac".
 */
export function deviceOf(userAgent: string | null | undefined): Device {
  const agent = userAgent ?? '';
  if (/iPad|Tablet|Kindle|Silk|PlayBook|Android(?!.*Mobile)/i.test(agent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry/i.test(agent)) return 'phone';
  return 'desktop';
}

/** GET /quotes/views/{id} (ours, staff only): how the customer has read the quote. */
export const quoteViewsAnswer = z.object({
  count: z.number().int(),
  last_viewed_at: z.string().nullable(),
  last_device: z.enum(DEVICES).nullable(),
  /** Per sent revision: when it was sent and first opened after that (null: not yet). */
  revisions: z.array(
    z.object({
      revision: z.number().int(),
      sent_at: z.string(),
      first_viewed_at: z.string().nullable(),
    }),
  ),
  /** The line staff read, e.g. "Viewed 5 times, last 12/11/2026 14:03 on a phone; R3 first viewed 2 days after sending". */
  summary: z.string(),
});
export type QuoteViewsAnswer = z.infer<typeof quoteViewsAnswer>;

const DAY_MS = 24 * 60 * 60_000;

/** "the same day", "1 day", "2 days" after sending. */
const delayText = (sentAt: string, viewedAt: string): string => {
  const days = Math.floor((new Date(viewedAt).getTime() - new Date(sentAt).getTime()) / DAY_MS);
  if (days <= 0) return 'the same day as sending';
  return `${days} ${days === 1 ? 'day' : 'days'} after sending`;
};

/** The staff's one line of a quote's view log, built from the answer's figures. */
export function viewSummaryOf(views: Omit<QuoteViewsAnswer, 'summary'>): string {
  if (views.count === 0 || !views.last_viewed_at) return 'Not viewed yet';
  const times = views.count === 1 ? 'once' : `${views.count} times`;
  const last = `${formatDisplayDate(views.last_viewed_at)} ${formatDisplayTime(views.last_viewed_at)}`;
  const parts = [`Viewed ${times}, last ${last}${views.last_device ? ` on a ${views.last_device}` : ''}`];
  const latest = views.revisions.at(-1);
  if (latest)
    parts.push(
      latest.first_viewed_at
        ? `R${latest.revision} first viewed ${delayText(latest.sent_at, latest.first_viewed_at)}`
        : `R${latest.revision} not viewed since it was sent`,
    );
  return parts.join('; ');
}

/**
 * The quote list's markers for staff: whether the customer has opened the quote at all, and
 * whether a revision was sent after the newest one they opened (revision numbers; null: none).
 */
export function viewMarkersOf(
  lastViewedRevision: number | null,
  lastSentRevision: number | null,
): { viewed: boolean; changed_since_viewed: boolean } {
  const viewed = lastViewedRevision !== null;
  return {
    viewed,
    changed_since_viewed: viewed && lastSentRevision !== null && lastViewedRevision < lastSentRevision,
  };
}
