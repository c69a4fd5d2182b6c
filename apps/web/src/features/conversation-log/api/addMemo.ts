import { type MemoAddedAnswer, memoAddedAnswer } from '@portal/domain/memos';
import { call } from '../../../lib/api.ts';

/** POST /quotes/addmemo/{quoteId}: a note on a quote's thread, as the editor's HTML. */
export const addMemo = async (quoteId: number, memoNote: string): Promise<MemoAddedAnswer> =>
  await call(memoAddedAnswer, 'POST', `/quotes/addmemo/${quoteId}`, { body: { memo_note: memoNote } });
