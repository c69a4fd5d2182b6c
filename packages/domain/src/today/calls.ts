import { z } from 'zod';
import { todayProofsWaiting } from './proofs-waiting.ts';
import { todayQuote } from './quote-item.ts';

/**
 * GET /api/today (staff only; a customer gets 404): the staff home page's groups of what needs
 * doing now. Each group gives how many there are and its first few, most urgent first.
 */

// The quote every group lists has its own file, so a group's item in its own file can extend it.
export { type TodayQuote, todayQuote } from './quote-item.ts';

/** A quote with questions on its lines that staff have not answered. */
export const todayQuestion = todayQuote.extend({ open_questions: z.number().int() });

/** A customer's answer: an acceptance, a decline with its reason, a note in the conversation log. */
export const TODAY_ANSWER_KINDS = ['accepted', 'declined', 'note'] as const;
export const todayAnswerItem = todayQuote.extend({
  kind: z.enum(TODAY_ANSWER_KINDS),
  /** Who answered: the name typed or the account's name. */
  by: z.string(),
  /** The decline's reason, or what kind of note (a request for changes, a question). */
  detail: z.string(),
});
export type TodayAnswerItem = z.infer<typeof todayAnswerItem>;

/** A quote its customer opened several times since it was sent, with no answer yet. */
export const todayOpened = todayQuote.extend({ views: z.number().int() });

/** A quote awaiting its answer that expires within the week. */
export const todayExpiring = todayQuote.extend({
  valid_to: z.string(),
  /** The last moment it can be accepted, in the business's time zone (quoteExpiresAt). */
  expires_at: z.string(),
});

/**
 * A quote of the nightly price list: expiring within the week, its total now and what it would
 * be priced again today, by more than the business's percentage (decisions/147). `at` is when
 * the list was made.
 */
export const todayPriceMove = todayQuote.extend({
  valid_to: z.string(),
  /** Totals ex GST in cents: stored, and priced again today (not saved). */
  total_before: z.number().int(),
  total_after: z.number().int(),
  /** The move as a signed percentage of the total now, to one decimal. */
  change_percent: z.number(),
});
export type TodayPriceMove = z.infer<typeof todayPriceMove>;

/** A message of the Outbox that failed: mail, SMS, WorkflowMax job or Xero invoice. */
export const todayFailedMessage = z.object({
  id: z.number().int(),
  channel: z.string(),
  to: z.string(),
  error: z.string(),
  at: z.string(),
});
export type TodayFailedMessage = z.infer<typeof todayFailedMessage>;

const group = <T extends z.ZodType>(item: T) => z.object({ count: z.number().int(), items: z.array(item) });

export const todayAnswer = z.object({
  /** The business's today (YYYY-MM-DD) the groups were read for, and its time zone. */
  today: z.string(),
  time_zone: z.string(),
  /** New quote requests: Requested or Pending, not yet an order. */
  requested: group(todayQuote),
  /** Quotes whose customer asked for changes after the quote was last sent. */
  changes: group(todayQuote),
  /** Quotes with a question on a line staff have not answered. */
  questions: group(todayQuestion),
  /** Acceptances, declines and customer notes since the start of yesterday. */
  answers: group(todayAnswerItem),
  /** Sent quotes opened several times at the revision sent, with no answer yet. */
  opened: group(todayOpened),
  /** Sent quotes awaiting an answer whose valid-to date falls within the week. */
  expiring: group(todayExpiring),
  /** Quotes expiring within the week whose total would move past the set percentage if priced again. */
  price_moves: group(todayPriceMove),
  /** Accepted orders never sent to WorkflowMax. */
  orders_not_sent: group(todayQuote),
  /** Messages the Outbox could not deliver. */
  failed_messages: group(todayFailedMessage),
  /** Quotes with proofs sent and unanswered, or sent back with changes. */
  proofs: group(todayProofsWaiting),
});
export type TodayAnswer = z.infer<typeof todayAnswer>;
export type TodayGroupName = Exclude<keyof TodayAnswer, 'today' | 'time_zone'>;
