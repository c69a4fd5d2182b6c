import { saveAnswer } from '@portal/domain/quote';
import { callForm } from '../../../lib/api.ts';

/** POST /quotes/acceptquote/{id}: the customer's Accept with its name, PO number and PO file. */
export const acceptInPortal = (id: number, form: FormData) =>
  callForm(saveAnswer, `/quotes/acceptquote/${id}`, form);
