import { z } from 'zod';
import { QUOTE_MESSAGES } from '../quote/messages.ts';
import { isMobileE164, toE164 } from './phone.ts';

/**
 * Texts of Send Quote SMS: the spec's failure, and ours for what happened (decisions/106): the
 * spec's 'Sms has been sent.' is not said when the text is only queued or only recorded.
 */
export const SMS_MESSAGES = {
  failed: QUOTE_MESSAGES.smsFailed,
  queued: 'Sms has been queued. The Outbox page shows when it is delivered.',
  recorded: 'Sms has been recorded, not sent: no SMS service is set up on this portal.',
  landline: 'This is a landline number. Texts go to a mobile only, such as 0412 345 678.',
  numberRequired: 'Please enter the phone number to send the text to.',
  numberInvalid: 'Please enter an Australian mobile number, such as 0412 345 678.',
  noteRequired: 'Please write the message to send.',
} as const;

/** The longest text we send: ten SMS parts. */
export const MAX_SMS_LENGTH = 1530;

/** POST /quotes/sendsms/{id} (quote spec 7: telnum, note); the number arrives as typed. */
export const sendSmsBody = z.object({
  telnum: z
    .string()
    .trim()
    .min(1, { message: SMS_MESSAGES.numberRequired })
    .max(40)
    .transform((typed, ctx) => {
      const number = toE164(typed);
      if (!number) ctx.addIssue({ code: 'custom', message: SMS_MESSAGES.numberInvalid });
      else if (!isMobileE164(number)) ctx.addIssue({ code: 'custom', message: SMS_MESSAGES.landline });
      return number ?? '';
    }),
  note: z.string().trim().min(1, { message: SMS_MESSAGES.noteRequired }).max(MAX_SMS_LENGTH),
});
export type SendSmsBody = z.input<typeof sendSmsBody>;

/** GET /quotes/smsdraft/{id} (ours, admin): the dialog's start, the contact's mobile and the quote link. */
export const smsDraftAnswer = z.object({ telnum: z.string(), note: z.string() });
export type SmsDraftAnswer = z.infer<typeof smsDraftAnswer>;

/** The answer of POST /quotes/sendsms/{id}: queued, or recorded when no SMS service is set up. */
export const sendSmsAnswer = z.string();

/**
 * What the SMS provider reports of a text (Twilio's MessageStatus), in the order a text moves
 * through them; a report never moves a text back (reports may arrive out of order).
 */
export const SMS_DELIVERY_STATUSES = [
  'accepted',
  'scheduled',
  'queued',
  'sending',
  'sent',
  'delivered',
  'undelivered',
  'failed',
  'canceled',
  'read',
] as const;
export type SmsDeliveryStatus = (typeof SMS_DELIVERY_STATUSES)[number];

/** Whether a reported status may replace the one kept: final ones stay, others only move forward. */
export function isLaterSmsStatus(kept: SmsDeliveryStatus | null, reported: SmsDeliveryStatus): boolean {
  if (kept === null) return true;
  const FINAL = ['delivered', 'undelivered', 'failed', 'canceled', 'read'];
  if (kept === 'delivered' && reported === 'read') return true;
  if (FINAL.includes(kept)) return false;
  return SMS_DELIVERY_STATUSES.indexOf(reported) > SMS_DELIVERY_STATUSES.indexOf(kept);
}

/**
 * POST /sms/status/{key} (ours): Twilio's StatusCallback, a form of the message's fields. Only the
 * ones kept are named; the rest stay as sent, since the signature covers every field.
 */
export const smsStatusCallbackBody = z.looseObject({
  MessageSid: z.string().max(64),
  MessageStatus: z.enum(SMS_DELIVERY_STATUSES),
  ErrorCode: z.string().max(10).optional(),
});
export type SmsStatusCallbackBody = z.infer<typeof smsStatusCallbackBody>;

/** The provider's report as the Outbox page shows it: 'delivered', or 'undelivered (error 30003)'. */
export const smsStatusLabel = (status: SmsDeliveryStatus, errorCode: string | null): string =>
  errorCode ? `${status} (error ${errorCode})` : status;
