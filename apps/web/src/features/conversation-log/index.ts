/**
 * The Conversation Log (accounts spec 2.9, 2.10): a quote's or a client's thread of
 * notes and files, opened from the quote pages and the client hubs.
 */

export type { MemoThread } from './api/thread.ts';
export { ConversationLogButton } from './ConversationLogButton.tsx';
