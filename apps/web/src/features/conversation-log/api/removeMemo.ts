import { memoRemovedAnswer } from '@portal/domain/memos';
import { call } from '../../../lib/api.ts';

/** GET /quotes/removememo/{id}: staff may remove any note, a customer only its own. */
export async function removeMemo(id: number): Promise<string> {
  return await call(memoRemovedAnswer, 'GET', `/quotes/removememo/${id}`);
}
