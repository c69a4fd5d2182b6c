import { memoRemovedAnswer } from '@portal/domain/memos';
import { apiCall } from '../../../lib/api.ts';

/** GET /quotes/removememo/{id}: staff may remove any note, a customer only its own. */
export async function removeMemo(id: number): Promise<string> {
  return memoRemovedAnswer.parse(await apiCall<unknown>('GET', `/quotes/removememo/${id}`));
}
