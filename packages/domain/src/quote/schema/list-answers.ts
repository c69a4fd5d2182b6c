import { z } from 'zod';

// The lists' rows apart from the editor's answers (answers.ts), which build the whole quote
// document's schemas: the quote lists read only these.

/** One row of GET /quotes/index and /quotes/orders (accounts spec 2.8). Ready and Sent: staff only. */
export const quoteListRow = z.object({
  id: z.number().int(),
  user_id: z.number().int().nullable(),
  label: z.string(),
  client_label: z.string(),
  revision: z.number().int(),
  status: z.string(),
  order_status: z.string(),
  /** Ex GST, in dollars. */
  price: z.number(),
  valid_to: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  archive: z.boolean(),
  wfm_id: z.string(),
  has_logo: z.boolean(),
  company: z.string(),
  /** The version the row was read at; its switches send it back (a stale one is the 409). */
  version: z.number().int(),
  ready: z.boolean().optional(),
  sent: z.boolean().optional(),
  /** Staff only: the customer has opened the quote (portal or link). */
  viewed: z.boolean().optional(),
  /** Staff only: a revision was sent after the last one the customer opened. */
  changed_since_viewed: z.boolean().optional(),
});
export type QuoteListRow = z.infer<typeof quoteListRow>;
export const quoteListAnswer = z.array(quoteListRow);

/**
 * GET /quotes/index/window and /quotes/orders/window: one slice; `total` on the first slice only.
 * `more`: a search matched more rows than the SEARCH_MATCHES_SHOWN that `total` then counts.
 */
export const quoteWindowAnswer = z.object({
  offset: z.number().int(),
  total: z.number().int().nullable(),
  more: z.boolean().optional(),
  rows: z.array(quoteListRow),
});
export type QuoteWindow = z.infer<typeof quoteWindowAnswer>;
