import { accountFields } from '@portal/domain/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** GET /users/editaccount: the signed-in account's fields (never the password). */
export const fetchEditAccount = (signal?: AbortSignal) =>
  call(accountFields, 'GET', '/users/editaccount', { signal });

export const editAccountQuery = () =>
  queryOptions({ queryKey: ['users', 'editaccount'], queryFn: ({ signal }) => fetchEditAccount(signal) });

export const useEditAccount = () => useQuery(editAccountQuery());
