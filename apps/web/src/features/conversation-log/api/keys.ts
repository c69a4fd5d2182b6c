import type { MemoThread } from './thread.ts';

/** Query keys of the conversation logs: one per quote and one per client. */
export const memoKeys = {
  all: ['memos'] as const,
  thread: (thread: MemoThread) =>
    thread.kind === 'quote'
      ? (['memos', 'quote', thread.quoteId] as const)
      : (['memos', 'company', thread.userId] as const),
};
