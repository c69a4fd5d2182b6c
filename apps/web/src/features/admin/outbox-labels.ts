import { HANDOFF_STATE_LABELS } from '@portal/domain/handoff';

/** The hand-off channels' names for staff; mail and sms keep their own. */
const CHANNEL_NAMES: Record<string, string> = { jobs: 'Job management', invoicing: 'Invoicing' };

export const channelLabel = (channel: string): string => CHANNEL_NAMES[channel] ?? channel;

/**
 * A message's status as the Outbox shows it. A job or an invoice not yet delivered is waiting,
 * in the words beside the order (HANDOFF_STATE_LABELS), be it queued or held until its service
 * is set up.
 */
export const statusLabel = (channel: string, status: string): string =>
  channel in CHANNEL_NAMES && status === 'pending' ? HANDOFF_STATE_LABELS.waiting : status;
