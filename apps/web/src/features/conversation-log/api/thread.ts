/**
 * Which log a button shows (accounts spec 3 "Memo"): a quote's, or a client's own log in the hubs.
 * A quote not saved yet has no id; a quote without an owner has no user (spec 5: then Send
 * does nothing).
 */
export type MemoThread =
  | { kind: 'quote'; quoteId: number | null; userId: number | null }
  | { kind: 'company'; userId: number };

/** Whether there is a stored thread to read (a new quote has none yet). */
export const threadIsStored = (thread: MemoThread): boolean =>
  thread.kind === 'company' || thread.quoteId !== null;
