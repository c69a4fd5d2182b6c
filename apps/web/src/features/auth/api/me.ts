import { sessionUser } from '@portal/domain/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** GET /users/me: who the stored token belongs to. */
export const fetchMe = (signal?: AbortSignal) => call(sessionUser, 'GET', '/users/me', { signal });

export const meQuery = () =>
  queryOptions({ queryKey: ['users', 'me'], queryFn: ({ signal }) => fetchMe(signal), staleTime: 60_000 });

export const useMe = () => useQuery(meQuery());
