import type { EditQuoteBody } from '@portal/domain/quote';
import { saveAnswer } from '@portal/domain/quote';
import { call } from '../../../lib/api.ts';

/**
 * POST /quotes/edit/{id} with the machine's `action` and the `version` the editor opened; a
 * stale version answers 409 naming who saved since (decision 026).
 */
export const saveQuote = (id: number, body: Partial<EditQuoteBody>) =>
  call(saveAnswer, 'POST', `/quotes/edit/${id}`, { body });
