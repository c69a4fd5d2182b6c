import { z } from 'zod';
import { answerSchema } from '../../api/answer-schema.ts';
import { customerPricedQuoteSchema, pricedQuoteSchema } from '../../pricing/priced-schema.ts';
import { customerQuoteSchema } from '../../redaction/redaction.ts';
import { sinceViewedAnswer } from '../../revisions/since-viewed.ts';
import { quoteViewsAnswer } from '../../revisions/views.ts';
import { quoteContentSchema } from './content.ts';
import { quoteRecord } from './record.ts';

/**
 * Answers of the quote calls (accounts spec 7 and ours), for the server's answer check, the
 * OpenAPI description and the web app's types. The record and document schemas read loose
 * input; `answerSchema` gives the shape they produce (docs/decisions/055).
 */

/**
 * The hash of what the customer is shown (`@portal/domain/revisions`), on a customer's GET
 * /quotes/edit: accepting sends it back, so the customer accepts only the revision on their screen.
 */
const revisionHashField = z.string().optional();

/** The quote as staff receive it: every field, costs and margins included. */
export const staffQuoteAnswer = answerSchema(quoteRecord);
/** The quote as its customer receives it: the redaction schema's shape. */
export const customerQuoteAnswer = answerSchema(customerQuoteSchema);

/**
 * GET /quotes/edit/{id} for staff: the record and the server's priced lines and Order Summary.
 * Strict, so a customer's answer, which carries `since_viewed`, is read by its own branch below
 * and keeps it.
 */
export const staffQuoteRead = z
  .object({
    quote: staffQuoteAnswer,
    priced: pricedQuoteSchema,
    hash: revisionHashField,
    /** How the customer has read the quote (the view log); staff only, never in a customer's answer. */
    views: quoteViewsAnswer.optional(),
  })
  .strict();

/** GET /quotes/edit/{id} for a customer: the redacted record, priced without a cost. */
export const customerQuoteRead = z.object({
  quote: customerQuoteAnswer,
  priced: customerPricedQuoteSchema,
  hash: revisionHashField,
  /** On a customer's GET /quotes/edit only; other calls reusing the read leave it out. */
  since_viewed: sinceViewedAnswer.optional(),
});
/**
 * GET /quotes/edit/{id}: one of the two, chosen by the caller's role inside the operation.
 * Staff first: a customer's answer, a subset of the staff one, passes that branch unchanged.
 */
export const quoteReadAnswer = z.union([staffQuoteRead, customerQuoteRead]);
export type StaffQuoteRead = z.infer<typeof staffQuoteRead>;
export type CustomerQuoteRead = z.infer<typeof customerQuoteRead>;
export type QuoteRead = z.infer<typeof quoteReadAnswer>;

/** GET /quotes/getquotebyid/{userId}: the account's latest quote as the caller may see it, or null. */
export const latestQuoteAnswer = z.union([staffQuoteAnswer, customerQuoteAnswer]).nullable();
export type LatestQuote = z.infer<typeof latestQuoteAnswer>;

/** GET /quotes/add: the new-quote page's starting point; nothing is stored until a save. */
export const newQuoteAnswer = z.object({
  content: answerSchema(quoteContentSchema),
  valid_to: z.string(),
  default_brand: z.string(),
  status: z.string(),
  order_status: z.string(),
  revision: z.number().int(),
});
export type NewQuoteAnswer = z.infer<typeof newQuoteAnswer>;

/** POST /quotes/add: the new quote and the version a later save carries back. */
export const addQuoteAnswer = z.object({ id: z.number().int(), version: z.number().int() });
export type AddQuoteAnswer = z.infer<typeof addQuoteAnswer>;

/** POST /quotes/edit/{id} and /quotes/setstatus/{id}: the action's message and where the quote now stands. */
export const saveAnswer = z.object({
  message: z.string(),
  version: z.number().int(),
  status: z.string(),
  order_status: z.string(),
  revision: z.number().int(),
});
export type SaveAnswer = z.infer<typeof saveAnswer>;

/** POST /quotes/repeat/{id}: the new draft copied from a quote (duplicate) or an order (reorder). */
export const repeatAnswer = z.object({ id: z.number().int(), message: z.string() });
export type RepeatAnswer = z.infer<typeof repeatAnswer>;

/** GET /quotes/checkaccess: whether another admin has the quote open. */
export const checkAccessAnswer = z.enum(['busy', 'free']);
export type CheckAccessAnswer = z.infer<typeof checkAccessAnswer>;
