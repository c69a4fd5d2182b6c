import { z } from 'zod';

/** GET /health (ours): answers once the database answers; `database` names the engine. */
export const healthAnswer = z.object({ ok: z.literal(true), database: z.string() });

/** One entry of GET /outbox (ours, admin): a message the portal sent or recorded. */
export const outboxEntry = z.object({
  id: z.number().int(),
  /** 'mail' (and later 'sms', 'xero', 'wfm'). */
  channel: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  /** A text's status as its provider last reported it ('delivered', 'failed (error 30003)'). */
  provider_status: z.string().nullable().optional(),
});
export type OutboxEntry = z.infer<typeof outboxEntry>;
/** GET /outbox's answer: the newest messages first. */
export const outboxAnswer = z.array(outboxEntry);

/** The Outbox page's Retry: a failed message goes back in line, tries reset. */
export const OUTBOX_MESSAGES = {
  retrying: 'The message will be sent again.',
  notFailed: 'Only a message that failed can be sent again.',
} as const;

/**
 * The body of an answer that is a file, not JSON (a CSV, a PDF, an image): described so the
 * OpenAPI file says what comes back; the server sends the bytes as they are.
 */
export const fileAnswer = z
  .union([z.string(), z.custom<Uint8Array<ArrayBufferLike>>((v) => v instanceof Uint8Array)])
  .meta({ format: 'binary' });
