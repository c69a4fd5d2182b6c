import type { QuoteRead } from '@portal/domain/quote';
import { useQuery } from '@tanstack/react-query';
import { quoteQuery } from '../../quote-editor/index.ts';

/** Staff receive the whole record; a customer the redacted one (no approved price, discount or costs). */
export type ViewedQuote = QuoteRead['quote'];

/**
 * GET /quotes/edit/{id}, the editor's read under the editor's key. A quote that cannot be shown
 * is said at once rather than asked again.
 */
export const useQuoteView = (id: number) => useQuery({ ...quoteQuery(id), retry: false });
