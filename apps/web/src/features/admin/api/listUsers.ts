import { userListAnswer } from '@portal/domain/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** GET /users/index (admin): every account. */
export const fetchUsers = (signal?: AbortSignal) => call(userListAnswer, 'GET', '/users/index', { signal });

export const usersQuery = () =>
  queryOptions({ queryKey: ['users', 'index'], queryFn: ({ signal }) => fetchUsers(signal) });

export const useUsers = () => useQuery(usersQuery());
