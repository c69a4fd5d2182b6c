/** What other features use of the admin tools: the Outbox's Retry, which also sends a failed hand-off (a job or an invoice) again. */
export { useRetryOutboxMessage } from './api/retryOutbox.ts';
/** How the Outbox names a channel, for the staff home page's failed messages. */
export { channelLabel } from './outbox-labels.ts';
