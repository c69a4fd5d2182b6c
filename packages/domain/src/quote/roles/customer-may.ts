import { CUSTOMER_DECORATION_TYPES } from '../../catalogue/decorations.ts';
import type { QuoteRow } from '../schema/rows.ts';
import { ROW_ROLES } from './row-roles.ts';

/** Whether a customer may set this field of a row (the editor shows it read-only otherwise). */
export const customerMaySet = (type: QuoteRow['type'], field: string): boolean =>
  (ROW_ROLES[type] as Record<string, { setBy: string } | undefined>)[field]?.setBy === 'customer';

/**
 * Whether a customer may add this row: only the row types whose type they set (products and
 * decorations), and decorations only of the customer's two types (quote spec 6).
 */
export const customerMayAddRow = (row: QuoteRow): boolean =>
  customerMaySet(row.type, 'type') &&
  (row.type !== 'decoration' || (CUSTOMER_DECORATION_TYPES as readonly string[]).includes(row.code ?? ''));
