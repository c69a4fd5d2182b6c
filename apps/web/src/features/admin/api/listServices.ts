import { type ServiceStateEntry, servicesAnswer } from '@portal/domain/account';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';

/** GET /services (admin): which outside services this portal has set up. */
export const fetchServices = async (signal?: AbortSignal): Promise<ServiceStateEntry[]> =>
  await call(servicesAnswer, 'GET', '/services', { signal });

export const useServices = () =>
  useQuery({ queryKey: ['services'], queryFn: ({ signal }) => fetchServices(signal) });
