import type { ProductionEditBody } from '@portal/domain/files';
import { productionWriteAnswer } from '@portal/domain/files';
import { call } from '../../../lib/api.ts';

/**
 * POST /productions/edit/{id} (staff): only the fields sent change — one field from the table,
 * or `sort_order` alone when a row is dragged.
 */
export const editProduction = ({ id, changes }: { id: number; changes: ProductionEditBody }) =>
  call(productionWriteAnswer, 'POST', `/productions/edit/${id}`, { body: changes });
