import { mailDefinition } from '../../mail/mail-channel.ts';
import type { ChannelDefinition } from '../../outbox/channel.ts';
import { smsDefinition } from '../../sms/sms-channel.ts';
import { jobsDefinition } from '../../workflowmax/jobs-channel.ts';
import { invoiceDefinition } from '../../xero/invoices-channel.ts';

/** Every channel's definition, for the Outbox page: each says what of its messages is shown. */
export const CHANNEL_DEFINITIONS = [
  mailDefinition,
  smsDefinition,
  invoiceDefinition,
  jobsDefinition,
] as ChannelDefinition<unknown>[];
