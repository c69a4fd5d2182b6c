import type { Db, Tx } from '../db/client.ts';
import type { OutboxChannel } from '../outbox/channel.ts';
import { PermanentDeliveryError } from '../outbox/delivery-errors.ts';
import { enqueueMessage } from '../outbox/enqueue.ts';
import type { MailMessage, MailTransport } from './transport.ts';

/** Queue a mail in the caller's transaction (see enqueueMessage). */
export const enqueueMail = (tx: Tx | Db, message: MailMessage, idempotencyKey: string): Promise<void> =>
  enqueueMessage(tx, { channel: 'mail', idempotencyKey, destination: message.to, payload: message });

/** An SMTP server's 5xx answer (no such mailbox, refused): sending again would get the same. */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown })?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/** Mail through SMTP; with no SMTP_URL, mail is recorded for the Outbox page instead. */
export const mailChannel = (transport: MailTransport | undefined, from: string): OutboxChannel => ({
  name: 'mail',
  deliver: transport
    ? async (payload, idempotencyKey) => {
        try {
          await transport.send(from, payload as MailMessage, `<${idempotencyKey}@portal>`);
        } catch (error) {
          if (isPermanent(error)) throw new PermanentDeliveryError((error as Error).message);
          throw error;
        }
      }
    : undefined,
});
