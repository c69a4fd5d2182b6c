import { type EmailDraftAnswer, emailDraftAnswer } from '@portal/domain/quote-links';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** GET /quotes/emaildraft/{id} (admin): recipients, subject and text the Email Quote dialog starts from. */
export const fetchEmailDraft = async (id: number, signal?: AbortSignal): Promise<EmailDraftAnswer> =>
  await call(emailDraftAnswer, 'GET', `/quotes/emaildraft/${id}`, { signal });

export const emailDraftQuery = (id: number) =>
  queryOptions({
    queryKey: ['quote-email', 'draft', id] as const,
    queryFn: ({ signal }) => fetchEmailDraft(id, signal),
    // Each opening starts from the quote as it is now (label, revision and contact may have changed).
    staleTime: 0,
    gcTime: 0,
  });
