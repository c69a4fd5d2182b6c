import type { Db, Tx } from '../db/client.ts';
import type { OutboxChannel } from '../outbox/channel.ts';
import { PermanentDeliveryError, RetryLaterError } from '../outbox/delivery-errors.ts';
import { enqueueMessage } from '../outbox/enqueue.ts';
import { retryAfterMs } from '../outbox/retry-delay.ts';
import type { SmsSettings } from './sms-settings.ts';

/** A text as the outbox keeps it: the E.164 number and the message. */
export type SmsMessage = { to: string; body: string };

/** Queue a text in the caller's transaction (see enqueueMessage). */
export const enqueueSms = (tx: Tx | Db, message: SmsMessage, idempotencyKey: string): Promise<void> =>
  enqueueMessage(tx, { channel: 'sms', idempotencyKey, destination: message.to, payload: message });

/** Where the provider reports a text's status: the portal's address and the message's key. */
export const smsStatusCallbackUrl = (publicUrl: string, idempotencyKey: string): string =>
  `${publicUrl.replace(/\/$/, '')}/api/sms/status/${encodeURIComponent(idempotencyKey)}`;

/** When the provider asks us to wait without saying how long. */
const DEFAULT_WAIT_MS = 30_000;

/** The provider's own words for a refusal, when its answer is the usual JSON error. */
async function reasonOf(response: Response): Promise<string> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as { message?: unknown; code?: unknown };
    if (typeof body.message === 'string')
      return `${response.status} ${body.message}${body.code ? ` (${body.code})` : ''}`;
  } catch {
    // not JSON: the status says enough
  }
  return `${response.status} ${text.slice(0, 200)}`.trim();
}

/**
 * Texts through Twilio's Messages resource: POST {apiUrl}/2010-04-01/Accounts/{sid}/Messages.json,
 * form fields To, From and Body, HTTP Basic with the account SID and auth token; 201 means
 * accepted. A 429 or 503 is retried after its Retry-After; another 4xx (a number the provider
 * refuses, bad credentials) cannot succeed by trying again; a 5xx or a network failure is retried
 * with backoff. Without settings the channel records texts for the Outbox page.
 */
export function smsChannel(settings: SmsSettings | undefined, publicUrl?: string): OutboxChannel {
  if (!settings) return { name: 'sms' };
  const url = `${settings.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    name: 'sms',
    deliver: async (payload, idempotencyKey) => {
      const { to, body } = payload as SmsMessage;
      const form = new URLSearchParams({ To: to, From: settings.from, Body: body });
      // The provider reports what became of the text to this address (issue 26 item 5).
      if (publicUrl) form.set('StatusCallback', smsStatusCallbackUrl(publicUrl, idempotencyKey));
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(30_000),
      });
      if (response.ok) return;
      const reason = await reasonOf(response);
      if (response.status === 429 || response.status === 503)
        throw new RetryLaterError(
          reason,
          retryAfterMs(response.headers.get('retry-after')) ?? DEFAULT_WAIT_MS,
        );
      if (response.status >= 400 && response.status < 500 && response.status !== 408)
        throw new PermanentDeliveryError(reason);
      throw new Error(reason);
    },
  };
}
