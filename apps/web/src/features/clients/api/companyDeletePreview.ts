import type { CompanyDeletePreview } from '@portal/domain/clients';
import { apiCall } from '../../../lib/api.ts';

/** GET /companies/deletepreview/{id} (admin): what deleting the company takes with it. */
export const fetchCompanyDeletePreview = (id: number) =>
  apiCall<CompanyDeletePreview>('GET', `/companies/deletepreview/${id}`);
