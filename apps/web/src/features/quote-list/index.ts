/** The quote and order list, embedded by the client hubs' Quotes, Jobs and All Quotes tabs. */
export { QuoteTable, type QuoteTableProps } from './QuoteTable.tsx';
