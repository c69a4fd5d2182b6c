import { companyByUserAnswer } from '@portal/domain/clients';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { clientKeys } from './keys.ts';

/** GET /companies/getcompanybyuser/{userId}: the account's company with contacts, or null. */
export const fetchCompanyByUser = (userId: number, signal?: AbortSignal) =>
  call(companyByUserAnswer, 'GET', `/companies/getcompanybyuser/${userId}`, { signal });

export const companyByUserQuery = (userId: number) =>
  queryOptions({
    queryKey: clientKeys.byUser(userId),
    queryFn: ({ signal }) => fetchCompanyByUser(userId, signal),
  });

export const useCompanyByUser = (userId: number | null) =>
  useQuery({ ...companyByUserQuery(userId ?? 0), enabled: userId !== null });
