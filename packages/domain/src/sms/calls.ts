import { z } from 'zod';
import { QUOTE_MESSAGES } from '../quote/messages.ts';
import { toE164 } from './phone.ts';

/** Texts of Send Quote SMS: the spec's success and failure, ours for a number that cannot work. */
export const SMS_MESSAGES = {
  sent: QUOTE_MESSAGES.smsSent,
  failed: QUOTE_MESSAGES.smsFailed,
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
      return number ?? '';
    }),
  note: z.string().trim().min(1, { message: SMS_MESSAGES.noteRequired }).max(MAX_SMS_LENGTH),
});
export type SendSmsBody = z.input<typeof sendSmsBody>;

/** GET /quotes/smsdraft/{id} (ours, admin): the dialog's start, the contact's mobile and the quote link. */
export const smsDraftAnswer = z.object({ telnum: z.string(), note: z.string() });
export type SmsDraftAnswer = z.infer<typeof smsDraftAnswer>;

/** The answer of POST /quotes/sendsms/{id}: the spec's 'Sms has been sent.' once the text is queued. */
export const sendSmsAnswer = z.string();
