import type { UserListEntry } from '@portal/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';

/** GET /users/index (admin): every account. */
export const fetchUsers = (signal?: AbortSignal) =>
  apiCall<UserListEntry[]>('GET', '/users/index', { signal });

export const usersQuery = () =>
  queryOptions({ queryKey: ['users', 'index'], queryFn: ({ signal }) => fetchUsers(signal) });

export const useUsers = () => useQuery(usersQuery());
