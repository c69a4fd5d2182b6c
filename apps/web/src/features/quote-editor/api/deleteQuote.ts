import { textAnswer } from '@portal/domain/api';
import { call } from '../../../lib/api.ts';

/** POST /quotes/delete/{id}, with the version the editor opened (a quote changed since is the 409). */
export const deleteQuote = (id: number, version: number | undefined) =>
  call(textAnswer, 'POST', `/quotes/delete/${id}`, { body: { version } });
