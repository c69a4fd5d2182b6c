import { type MemoLogAnswer, memoLogAnswer } from '@portal/domain/memos';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { memoKeys } from './keys.ts';
import { type MemoThread, threadIsStored } from './thread.ts';

/** A quote not saved yet has no log: nothing to ask the server. */
const EMPTY_LOG: MemoLogAnswer = { memos: [], memo_note: '' };

/**
 * GET /quotes/getmemo/{quoteId} (a quote's thread) or GET /quotes/getcompanymemo/{userId} (a
 * client's own log): the notes oldest first and the quote's memo_note.
 */
export async function fetchMemoLog(thread: MemoThread, signal?: AbortSignal): Promise<MemoLogAnswer> {
  if (thread.kind === 'quote' && thread.quoteId === null) return EMPTY_LOG;
  const path =
    thread.kind === 'quote' ? `/quotes/getmemo/${thread.quoteId}` : `/quotes/getcompanymemo/${thread.userId}`;
  return await call(memoLogAnswer, 'GET', path, { signal });
}

export const memoLogQuery = (thread: MemoThread) =>
  queryOptions({
    queryKey: memoKeys.thread(thread),
    queryFn: ({ signal }) => fetchMemoLog(thread, signal),
    enabled: threadIsStored(thread),
    // The other side may have answered since: each opening of the log asks again.
    staleTime: 0,
  });
