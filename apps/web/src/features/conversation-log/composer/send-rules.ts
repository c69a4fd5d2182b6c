import { MEMO_MESSAGES } from '@portal/domain/memos';
import type { MemoThread } from '../api/thread.ts';

/** What pressing Send does (accounts spec 5): send, say why not, or nothing at all. */
export type SendDecision = { kind: 'send' } | { kind: 'refuse'; message: string } | { kind: 'ignore' };

/**
 * A note or file needs a saved quote ('Quote is empty'); on a quote with no owner Send does
 * nothing (spec 5); an empty note with no file asks for words first, without a call.
 */
export function sendDecision(thread: MemoThread, draft: { html: string; file: File | null }): SendDecision {
  if (thread.kind === 'quote' && thread.quoteId === null)
    return { kind: 'refuse', message: MEMO_MESSAGES.quoteEmpty };
  if (thread.kind === 'quote' && thread.userId === null) return { kind: 'ignore' };
  if (draft.html === '' && draft.file === null)
    return { kind: 'refuse', message: MEMO_MESSAGES.noteRequired };
  return { kind: 'send' };
}
