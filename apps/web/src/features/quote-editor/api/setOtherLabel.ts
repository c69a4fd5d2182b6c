import { apiCall } from '../../../lib/api.ts';

/** POST /setting/setbyuserid/{id}: an admin renames the Other column for this client. */
export const setOtherLabel = (userId: number, other: string) =>
  apiCall<string>('POST', `/setting/setbyuserid/${userId}`, { body: { other } });
