import type { SubmitAction } from '@portal/domain/quote';
import { apiCall } from '../../../lib/api.ts';
// The same call as the editor's save, so the same answer.
import type { SaveAnswer } from '../../quote-editor/api/types.ts';

/**
 * POST /quotes/edit/{id} with only a status-machine action and the version the page showed:
 * the server applies the machine (and refuses with its reason), nothing else changes.
 */
export const submitOrder = (id: number, action: SubmitAction, version: number | undefined) =>
  apiCall<SaveAnswer>('POST', `/quotes/edit/${id}`, { body: { action, version } });
