import { textAnswer } from '@portal/domain/api';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** GET /quotes/logo/{id}: the quote's logo as base64 or a data URL, '' when it has none. */
export const fetchQuoteLogo = (id: number, signal?: AbortSignal) =>
  call(textAnswer, 'GET', `/quotes/logo/${id}`, { signal });

/** An <img> source for the answer: bare base64 is shown as png (accounts spec 7). */
export const logoSource = (logo: string): string | null => {
  const text = logo.trim();
  if (!text) return null;
  return text.startsWith('data:') ? text : `data:image/png;base64,${text}`;
};

/** Loaded per row only when needed (a lightbox opens, an order row scrolls into view). */
export const useQuoteLogo = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: ['quote-logo', id],
    queryFn: ({ signal }) => fetchQuoteLogo(id, signal),
    enabled,
    staleTime: 60_000,
  });
