import { textAnswer } from '@portal/domain/api';
import { call } from '../../../lib/api.ts';

/** POST /setting/setbyuserid/{id}: an admin renames the Other column for this client. */
export const setOtherLabel = (userId: number, other: string) =>
  call(textAnswer, 'POST', `/setting/setbyuserid/${userId}`, { body: { other } });
