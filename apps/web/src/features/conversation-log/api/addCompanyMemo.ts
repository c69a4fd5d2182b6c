import { type MemoAddedAnswer, memoAddedAnswer } from '@portal/domain/memos';
import { call } from '../../../lib/api.ts';

/** POST /quotes/addcompanymemo: a note on a client's own log; `user_to` is the client's account. */
export const addCompanyMemo = async (userTo: number, memoNote: string): Promise<MemoAddedAnswer> =>
  await call(memoAddedAnswer, 'POST', '/quotes/addcompanymemo', {
    body: { memo_note: memoNote, user_to: userTo },
  });
