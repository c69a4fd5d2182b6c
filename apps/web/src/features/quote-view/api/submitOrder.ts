import type { SubmitAction } from '@portal/domain/quote';
import { saveAnswer } from '@portal/domain/quote';
import { call } from '../../../lib/api.ts';

/**
 * POST /quotes/edit/{id} with only a status-machine action and the version the page showed:
 * the server applies the machine (and refuses with its reason), nothing else changes. A customer
 * sends the hash of the revision on their screen, so only that revision is accepted.
 */
export const submitOrder = (
  id: number,
  action: SubmitAction,
  version: number | undefined,
  hash: string | undefined,
) => call(saveAnswer, 'POST', `/quotes/edit/${id}`, { body: { action, version, hash } });
