import { companyListAnswer } from '@portal/domain/clients';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { clientKeys } from './keys.ts';

/** GET /companies/list/ (admin): every company with its account, for the company select. */
export const fetchCompanies = (signal?: AbortSignal) =>
  call(companyListAnswer, 'GET', '/companies/list/', { signal });

export const companiesQuery = () =>
  queryOptions({ queryKey: clientKeys.list(), queryFn: ({ signal }) => fetchCompanies(signal) });

export const useCompanies = (enabled = true) => useQuery({ ...companiesQuery(), enabled });
