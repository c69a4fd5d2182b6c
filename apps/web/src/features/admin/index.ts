/**
 * What other features use of the admin tools: the Outbox's Retry, which also sends a failed
 * hand-off (a job or an invoice) again, and the Outbox list's key to refresh after it.
 */
export { outboxKey } from './api/listOutbox.ts';
export { retryOutboxMessage } from './api/retryOutbox.ts';
