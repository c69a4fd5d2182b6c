import { isLaterSmsStatus, SMS_DELIVERY_STATUSES, type SmsStatusCallbackBody } from '@portal/domain/sms';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { smsStatusReports } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import { isQueued } from '../../outbox/enqueue.ts';
import { hasTwilioSignature } from '../../sms/twilio-signature.ts';

export const SMS_STATUS_MESSAGES = {
  recorded: 'The status is recorded.',
  badSignature: 'The request is not signed by the SMS provider.',
} as const;

const statusOf = (text: string) => SMS_DELIVERY_STATUSES.find((status) => status === text) ?? null;

/**
 * POST /sms/status/{key} (decisions/106): Twilio's StatusCallback for the text
 * queued under `key`. Taken only when X-Twilio-Signature is the HMAC-SHA1 of the address Twilio
 * called and every form field with our auth token, so no one else can mark a text delivered.
 * Reports may arrive out of order; a status never moves a text back (sent after delivered).
 */
export async function recordSmsStatus(
  ctx: AppContext,
  key: string,
  calledUrl: string,
  body: SmsStatusCallbackBody,
  signature: string | undefined,
): Promise<string> {
  const sms = ctx.config.sms;
  if (!sms) throw notFound('No SMS service is set up on this portal.');
  const fields = Object.fromEntries(
    Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  if (!hasTwilioSignature(sms.authToken, `${ctx.config.publicUrl}${calledUrl}`, fields, signature))
    throw forbidden(SMS_STATUS_MESSAGES.badSignature);
  await ctx.db.transaction(async (tx) => {
    if (!(await isQueued(tx, key))) throw notFound('No text was queued under this key.');
    const report = {
      idempotencyKey: key,
      messageSid: body.MessageSid,
      status: body.MessageStatus,
      errorCode: body.ErrorCode || null,
      reportedAt: new Date(),
    };
    const inserted = await tx.insert(smsStatusReports).values(report).onConflictDoNothing().returning();
    if (inserted.length > 0) return;
    const [kept] = await tx
      .select()
      .from(smsStatusReports)
      .where(eq(smsStatusReports.idempotencyKey, key))
      .for('update');
    if (kept && isLaterSmsStatus(statusOf(kept.status), body.MessageStatus))
      await tx.update(smsStatusReports).set(report).where(eq(smsStatusReports.idempotencyKey, key));
  });
  return SMS_STATUS_MESSAGES.recorded;
}
