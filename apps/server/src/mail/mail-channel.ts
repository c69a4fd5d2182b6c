import { z } from 'zod';
import type { Db, Tx } from '../db/client.ts';
import { appendToWaitingDigest } from '../outbox/append-to-digest.ts';
import { type ChannelDefinition, channelOf, type OutboxChannel } from '../outbox/channel.ts';
import { PermanentDeliveryError } from '../outbox/delivery-errors.ts';
import { enqueue, type QueuedMessage, queued } from '../outbox/enqueue.ts';
import { type MailBrand, withBrand } from './branded-mail.ts';
import type { MailTransport } from './transport.ts';

const mailAttachment = z.object({
  filename: z.string().min(1),
  contentType: z.string().min(1),
  contentBase64: z.string(),
  /** Shown inside the HTML part (`cid:` in an img), not listed as a file: the business's logo. */
  cid: z.string().optional(),
});
export type MailAttachment = z.infer<typeof mailAttachment>;

/** A mail as the outbox keeps it. */
export const mailMessage = z.object({
  to: z.string().min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  /** Where replies go (a conversation log's reply address). */
  replyTo: z.string().optional(),
  /**
   * What the admin Outbox page shows in place of the text, for a mail that carries a secret (a
   * password-reset link): any admin could otherwise read it there and take the account over.
   * Never sent.
   */
  outboxText: z.string().optional(),
  /** Files sent with the mail (the quote PDF), base64 so the outbox row stays JSON. */
  attachments: z.array(mailAttachment).optional(),
});
export type MailMessage = z.infer<typeof mailMessage>;

/** A conversation log's notification to one side: the thread and who is told. */
export type MemoDigest = { clientId: number; quoteId: number | null; side: 'staff' | 'customer' };

/**
 * What makes a mail one mail, for its outbox key: the same facts twice (a retried request, a
 * double click, a scheduler pass run again) are one mail.
 */
export type MailKeyFacts =
  /** A quote e-mailed at the quote's version it was sent from. */
  | { kind: 'quote-email'; quoteId: number; version: number }
  /** Proofs sent with the proof link made for them. */
  | { kind: 'proofs'; quoteId: number; proofLinkId: number }
  | { kind: 'reminder'; reminderId: number }
  | { kind: 'proof-reminder'; reminderId: number }
  /** A password-reset link, by its token's hash (the token itself is never kept). */
  | { kind: 'password-reset'; tokenHash: string }
  /** Staff told of an answer given through a quote link. */
  | { kind: 'link-answer'; linkId: number }
  /** Staff told of a decline in the portal. */
  | { kind: 'quote-decline'; declineId: number }
  /** The customer told an order reached a step; each step is told once. */
  | { kind: 'order-step'; quoteId: number; step: string }
  /** A log's notification mail, by the first note it carries; later notes join it while it waits. */
  | ({ kind: 'memo-digest'; firstMemoId: number } & MemoDigest);

/** The start every key of one thread's notifications to one side shares: a waiting one is found by it. */
const memoDigestPrefix = (digest: MemoDigest) =>
  `memo-${digest.clientId}-${digest.quoteId ?? 'client'}-${digest.side}-`;

/** The formats are those of keys already in outbox tables: changing one would send a mail twice. */
function mailKeyOf(facts: MailKeyFacts): string {
  switch (facts.kind) {
    case 'quote-email':
      return `quote-email-${facts.quoteId}-${facts.version}`;
    case 'proofs':
      return `proof-email-${facts.quoteId}-${facts.proofLinkId}`;
    case 'reminder':
      return `reminder-${facts.reminderId}-email`;
    case 'proof-reminder':
      return `proof-reminder-${facts.reminderId}-email`;
    case 'password-reset':
      return `reset-${facts.tokenHash}`;
    case 'link-answer':
      return `link-answer-${facts.linkId}`;
    case 'quote-decline':
      return `quote-decline-${facts.declineId}`;
    case 'order-step':
      return `order-step-${facts.quoteId}-${facts.step}`;
    case 'memo-digest':
      return `${memoDigestPrefix(facts)}${facts.firstMemoId}`;
  }
}

/** The mail channel's one definition: its payload, key, who it goes to and what the Outbox page shows. */
export const mailDefinition: ChannelDefinition<MailMessage, MailKeyFacts> = {
  name: 'mail',
  payload: mailMessage,
  keyOf: mailKeyOf,
  destinationOf: (mail) => mail.to,
  // A mail with a secret shows its stand-in text, never the secret.
  shown: (mail) => ({ to: mail.to, subject: mail.subject, text: mail.outboxText ?? mail.text }),
  unlisted: ['attachments', 'html'],
};

/** A mail ready for enqueueAll, with the others of a batch. */
export const queuedMail = (message: MailMessage, facts: MailKeyFacts): QueuedMessage =>
  queued(mailDefinition, message, facts);

/** Queue a mail in the caller's transaction (see enqueue), keyed by the facts that make it one mail. */
export const enqueueMail = (
  tx: Tx | Db,
  message: MailMessage,
  facts: MailKeyFacts,
  options: { availableAt?: Date } = {},
): Promise<void> => enqueue(tx, mailDefinition, message, facts, options);

/**
 * Adds to the thread's notification to this side while it still waits untried (see
 * appendToWaitingDigest); false when none waits, for the caller to queue a new one.
 */
export const appendToMemoDigest = (
  tx: Tx,
  digest: MemoDigest,
  change: (mail: MailMessage) => MailMessage,
): Promise<boolean> => appendToWaitingDigest(tx, mailDefinition, memoDigestPrefix(digest), change);

/**
 * The Message-ID of a mail: from its outbox key, so every try of one mail carries the same id and
 * a receiving system that got an earlier try whose answer was lost can tell the copy for what it is.
 */
export const messageIdOf = (idempotencyKey: string, from: string) => {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'portal';
  return `<${idempotencyKey.replace(/[^A-Za-z0-9._-]/g, '_')}@${domain}>`;
};

/** An SMTP server's 5xx answer (no such mailbox, refused): sending again would get the same. */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown })?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/**
 * Mail through SMTP; with no SMTP_URL, mail is recorded for the Outbox page instead. Each mail
 * leaves in the business's colours (`brandOf`, read when it is sent, so the outbox row keeps no
 * copy of the logo and a mail waiting through a change of logo goes out with the new one).
 */
export const mailChannel = (
  transport: MailTransport | undefined,
  from: string,
  brandOf?: () => Promise<MailBrand>,
): OutboxChannel =>
  channelOf(
    mailDefinition,
    transport
      ? async (mail, idempotencyKey) => {
          const sent = brandOf ? withBrand(mail, await brandOf()) : mail;
          try {
            await transport.send(from, sent, messageIdOf(idempotencyKey, from));
          } catch (error) {
            if (isPermanent(error)) throw new PermanentDeliveryError((error as Error).message);
            throw error;
          }
        }
      : undefined,
    { concurrency: transport?.connections },
  );
