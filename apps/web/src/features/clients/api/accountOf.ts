import { accountFields } from '@portal/domain/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { clientKeys } from './keys.ts';

/** GET /users/view/{userId} (admin): a client account's fields; Change Account starts from its e-mail. */
export const fetchAccount = (userId: number, signal?: AbortSignal) =>
  call(accountFields, 'GET', `/users/view/${userId}`, { signal });

export const accountQuery = (userId: number) =>
  queryOptions({
    queryKey: clientKeys.account(userId),
    queryFn: ({ signal }) => fetchAccount(userId, signal),
  });

export const useAccount = (userId: number) => useQuery(accountQuery(userId));
