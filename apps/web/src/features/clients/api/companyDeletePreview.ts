import { companyDeletePreview } from '@portal/domain/clients';
import { call } from '../../../lib/api.ts';

/** GET /companies/deletepreview/{id} (admin): what deleting the company takes with it. */
export const fetchCompanyDeletePreview = (id: number) =>
  call(companyDeletePreview, 'GET', `/companies/deletepreview/${id}`);
