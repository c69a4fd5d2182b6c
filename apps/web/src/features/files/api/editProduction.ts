import type { ProductionEditBody, ProductionWriteAnswer } from '@portal/domain/files';
import { apiCall } from '../../../lib/api.ts';

/**
 * POST /productions/edit/{id} (staff): only the fields sent change — one field from the table,
 * or `sort_order` alone when a row is dragged.
 */
export const editProduction = ({ id, changes }: { id: number; changes: ProductionEditBody }) =>
  apiCall<ProductionWriteAnswer>('POST', `/productions/edit/${id}`, { body: changes });
