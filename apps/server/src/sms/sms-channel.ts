import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Db, Tx } from '../db/client.ts';
import { type ChannelDefinition, channelOf, type OutboxChannel } from '../outbox/channel.ts';
import { enqueue, type QueuedMessage, queued } from '../outbox/enqueue.ts';
import { refusalOf, unanswered } from '../outbox/http-answer-policy.ts';
import type { SmsSettings } from './sms-settings.ts';

/** A text as the outbox keeps it: the E.164 number and the message. */
export const smsMessage = z.object({ to: z.string().min(1), body: z.string().min(1) });
export type SmsMessage = z.infer<typeof smsMessage>;

/** What makes a text one text, for its outbox key: the same facts twice are one text. */
export type SmsKeyFacts =
  /**
   * A text staff send from a quote: the same words to the same number within the same minute of
   * `at` are one text, so a double click sends once and the same words later send again.
   */
  | { kind: 'quote-sms'; quoteId: number; to: string; body: string; at: Date }
  | { kind: 'reminder'; reminderId: number }
  | { kind: 'proof-reminder'; reminderId: number };

/** The formats are those of keys already in outbox tables: changing one would send a text twice. */
function smsKeyOf(facts: SmsKeyFacts): string {
  if (facts.kind === 'reminder') return `reminder-${facts.reminderId}-sms`;
  if (facts.kind === 'proof-reminder') return `proof-reminder-${facts.reminderId}-sms`;
  const minute = Math.floor(facts.at.getTime() / 60_000);
  const hash = createHash('sha256')
    .update(JSON.stringify([facts.quoteId, facts.to, facts.body, minute]))
    .digest('base64url');
  return `sms-${hash}`;
}

/** The SMS channel's one definition: its payload, key, who it goes to and what the Outbox page shows. */
export const smsDefinition: ChannelDefinition<SmsMessage, SmsKeyFacts> = {
  name: 'sms',
  payload: smsMessage,
  keyOf: smsKeyOf,
  destinationOf: (text) => text.to,
  shown: (text) => ({ to: text.to, subject: '', text: text.body }),
};

/** A text ready for enqueueAll, with the others of a batch. */
export const queuedSms = (message: SmsMessage, facts: SmsKeyFacts): QueuedMessage =>
  queued(smsDefinition, message, facts);

/** Queue a text in the caller's transaction (see enqueue), keyed by the facts that make it one text. */
export const enqueueSms = (tx: Tx | Db, message: SmsMessage, facts: SmsKeyFacts): Promise<void> =>
  enqueue(tx, smsDefinition, message, facts);

/** How long the provider may take to answer; far inside the outbox's claim lease. */
const TIMEOUT_MS = 30_000;

/** Where the provider reports a text's status: the portal's address and the message's key. */
export const smsStatusCallbackUrl = (publicUrl: string, idempotencyKey: string): string =>
  `${publicUrl.replace(/\/$/, '')}/api/sms/status/${encodeURIComponent(idempotencyKey)}`;

/** The provider's own words for a refusal, when its answer is the usual JSON error. */
async function reasonOf(response: Response): Promise<string> {
  const text = await response.text();
  try {
    const body = JSON.parse(text) as { message?: unknown; code?: unknown };
    if (typeof body.message === 'string') return `${body.message}${body.code ? ` (${body.code})` : ''}`;
  } catch {
    // not JSON: the status says enough
  }
  return text.slice(0, 200).trim();
}

/** What a text's outbox row keeps while it is being sent: when its first try began. */
const tryingSchema = z.object({ trying_since: z.string() });

/**
 * Whether the provider already has this text, sent to this number since the first try began:
 * a try whose answer never came back (the process was killed, the connection dropped) may have
 * been accepted. Twilio keeps no idempotency key, so the list of texts to the number since that
 * day is read back, as Xero's invoice is read back before it is e-mailed again. Twilio's dates
 * are to the second, so a second's slack is allowed.
 */
async function alreadyAccepted(
  url: string,
  authorization: string,
  text: SmsMessage,
  since: Date,
): Promise<boolean> {
  const query = new URLSearchParams({
    To: text.to,
    'DateSent>': since.toISOString().slice(0, 10),
    PageSize: '1000',
  });
  let response: Response;
  try {
    response = await fetch(`${url}?${query}`, {
      headers: { authorization },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw unanswered('The SMS provider', error);
  }
  if (!response.ok) throw refusalOf('The SMS provider', response, await reasonOf(response));
  const list = (await response.json()) as { messages?: { body?: string; date_created?: string }[] };
  return (list.messages ?? []).some(
    (sent) => sent.body === text.body && Date.parse(sent.date_created ?? '') >= since.getTime() - 1_000,
  );
}

/**
 * Texts through Twilio's Messages resource: POST {apiUrl}/2010-04-01/Accounts/{sid}/Messages.json,
 * form fields To, From and Body, HTTP Basic with the account SID and auth token; 201 means
 * accepted. Any other answer goes through the outbox's one HTTP policy (http-answer-policy.ts).
 * The first try records when it began; a later try first reads back whether the provider has
 * the text already, so a try whose outcome was lost is not sent twice. Without settings the
 * channel records texts for the Outbox page.
 */
export function smsChannel(settings: SmsSettings | undefined, publicUrl?: string): OutboxChannel {
  if (!settings) return channelOf(smsDefinition);
  const url = `${settings.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return channelOf(smsDefinition, async ({ to, body }, idempotencyKey, progress) => {
    const trying = tryingSchema.safeParse(progress.previous);
    if (trying.success) {
      if (await alreadyAccepted(url, authorization, { to, body }, new Date(trying.data.trying_since))) return;
    } else await progress.report({ trying_since: new Date().toISOString() });
    const form = new URLSearchParams({ To: to, From: settings.from, Body: body });
    // The provider reports what became of the text to this address, for the Outbox page.
    if (publicUrl) form.set('StatusCallback', smsStatusCallbackUrl(publicUrl, idempotencyKey));
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw unanswered('The SMS provider', error);
    }
    if (response.ok) return;
    throw refusalOf('The SMS provider', response, await reasonOf(response));
  });
}
