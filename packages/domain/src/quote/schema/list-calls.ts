import { z } from 'zod';
import { MAX_RECORD_ID, optionalRecordId } from '../../api/ids.ts';
import { wholeNumber } from '../../api/query-numbers.ts';

// The lists' queries apart from the editor's calls (calls.ts), which build the whole quote
// document's schemas: a list page reads only these.

/** The quote list's sortable columns (accounts spec 2.8 and 9). */
export const QUOTE_SORT_COLUMNS = [
  'id',
  'name',
  'company',
  'status',
  'updated_at',
  'valid_to',
  'price',
] as const;
export type QuoteSortColumn = (typeof QUOTE_SORT_COLUMNS)[number];

/**
 * GET /quotes/index and /quotes/orders. `userid` and `contactid` are the spec's; `q` (search of
 * label, status and company name, any case), `sort`, `dir` and `archive` are ours, so a list of
 * 20,000 quotes is searched and sorted by the server.
 */
export const quoteListQuery = z.object({
  userid: optionalRecordId,
  contactid: optionalRecordId,
  q: z.string().trim().max(200).optional(),
  sort: z.enum(QUOTE_SORT_COLUMNS).optional(),
  dir: z.enum(['asc', 'desc']).optional(),
  archive: z.enum(['0', '1']).optional(),
});
export type QuoteListQuery = z.infer<typeof quoteListQuery>;

/** Rows a list window may hold: enough for a tall screen plus scrolling ahead, small enough to stay quick. */
export const MAX_WINDOW_ROWS = 500;

/**
 * A search counts its matches up to this many (decisions/166): the list shows the first ones in
 * the order chosen and says there are more, as search pages do, so a word in a quarter of 250,000
 * quotes answers as fast as a rare one.
 */
export const SEARCH_MATCHES_SHOWN = 1000;

/**
 * GET /quotes/index/window and /quotes/orders/window (ours): the list's query plus the slice
 * wanted. The page shows every quote without paging (accounts spec 2.8) but draws only the rows
 * in view, so it asks for the rows around the scroll position.
 */
export const quoteWindowQuery = quoteListQuery.extend({
  offset: wholeNumber(0, MAX_RECORD_ID).default(0),
  limit: wholeNumber(1, MAX_WINDOW_ROWS).default(100),
});
export type QuoteWindowQuery = z.infer<typeof quoteWindowQuery>;
