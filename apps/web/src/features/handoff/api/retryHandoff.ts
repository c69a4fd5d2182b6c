import { useRetryOutboxMessage } from '../../admin/index.ts';
import { handoffKeys } from './keys.ts';

/**
 * Retry of a failed job or invoice: the Outbox's own Retry of the message behind it
 * (POST /outbox/retry/{outbox_id}), which also refreshes every view of the hand-offs.
 */
export const useRetryHandoff = () => useRetryOutboxMessage([handoffKeys.all]);
