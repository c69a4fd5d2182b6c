import type { CompanyListEntry } from '@portal/domain/clients';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api.ts';
import { clientKeys } from './keys.ts';

/** GET /companies/list/ (admin): every company with its account, for the company select. */
export const fetchCompanies = (signal?: AbortSignal) =>
  apiCall<CompanyListEntry[]>('GET', '/companies/list/', { signal });

export const companiesQuery = () =>
  queryOptions({ queryKey: clientKeys.list(), queryFn: ({ signal }) => fetchCompanies(signal) });

export const useCompanies = (enabled = true) => useQuery({ ...companiesQuery(), enabled });
