import { type SendEmailAnswer, type SendEmailBody, sendEmailAnswer } from '@portal/domain/quote-links';
import { call } from '../../../lib/api.ts';

/**
 * POST /quotes/sendemail/{id} (admin) with the version the editor holds: the mail goes through
 * the outbox with the quote's PDF, marks the quote Sent and answers the quote's new version.
 */
export const sendQuoteEmail = async (id: number, body: SendEmailBody): Promise<SendEmailAnswer> =>
  await call(sendEmailAnswer, 'POST', `/quotes/sendemail/${id}`, { body });
