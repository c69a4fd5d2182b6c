import { DEFAULT_SETUP_CODE } from '../../catalogue/setup.ts';
import { resetKeys } from '../roles/field-role.ts';
import { decorationRoles } from '../roles/row-roles.ts';
import type { DecorationRow } from '../schema/rows.ts';

/** The fields a change of code or position clears, from the field-role table. */
export const DECORATION_RESET_FIELDS = resetKeys(decorationRoles);

/**
 * Clears the setup and pricing fields of a decoration row. Used when its code or position
 * changes (spec 4), since a screen setup or a stitch-count price does not carry over to another
 * kind of decoration or another place on the garment. Artwork (logo, visuals) stays.
 */
export const resetSetupAndPricing = (row: DecorationRow): DecorationRow => {
  const cleared: Record<string, unknown> = { ...row };
  for (const field of DECORATION_RESET_FIELDS) delete cleared[field];
  // The setup starts again as a new one, shown as the code it charges (decisions/111).
  return { ...(cleared as DecorationRow), setup_code: DEFAULT_SETUP_CODE, discounts: [] };
};
