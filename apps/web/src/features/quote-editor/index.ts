/**
 * What other features use of the quote editor: the read of one quote, so the read-only quote
 * page shares the editor's cached answer rather than asking again under another key. The editor
 * page itself is loaded by the route table on its own.
 */
export { quoteQuery } from './api/getQuote.ts';
