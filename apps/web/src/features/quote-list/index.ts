/** The quote and order list, embedded by the client hubs' Quotes, Jobs and All Quotes tabs. */
export { quoteListKey } from './api/listQuotes.ts';
export { QuoteTable, type QuoteTableProps } from './QuoteTable.tsx';
export { viewPath } from './view-path.ts';
