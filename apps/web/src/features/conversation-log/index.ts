/**
 * The Conversation Log (accounts spec 2.9, 2.10): a quote's or a client's thread of
 * notes and files, opened from the quote pages and the client hubs.
 */

// The editor reads the quote's log for the lines' open questions, and refreshes it after one.
export { memoLogQuery } from './api/getMemoLog.ts';
export { memoKeys } from './api/keys.ts';
export type { MemoThread } from './api/thread.ts';
export { ConversationLogButton } from './ConversationLogButton.tsx';
