import { type SendSmsBody, sendSmsAnswer } from '@portal/domain/sms';
import { call } from '../../../lib/api.ts';

/** POST /quotes/sendsms/{id} (admin; quote spec 7: telnum, note): answers 'Sms has been sent.' once queued. */
export const sendQuoteSms = async (id: number, body: SendSmsBody): Promise<string> =>
  await call(sendSmsAnswer, 'POST', `/quotes/sendsms/${id}`, { body });
