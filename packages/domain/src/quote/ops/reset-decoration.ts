import type { DecorationRow } from '../schema/rows.ts';

/**
 * Clears the setup and pricing fields of a decoration row. Used when its code or position
 * changes (spec 4), since a screen setup or a stitch-count price does not carry over to another
 * kind of decoration or another place on the garment. Artwork (logo, visuals) stays.
 */
export const resetSetupAndPricing = (row: DecorationRow): DecorationRow => ({
  id: row.id,
  type: 'decoration',
  subtype: row.subtype,
  qty: row.qty,
  checked: row.checked,
  group_id: row.group_id,
  code: row.code,
  description: row.description,
  emb_note: row.emb_note,
  position: row.position,
  other_label: row.other_label,
  supplier: row.supplier,
  file_path: row.file_path,
  logo_file: row.logo_file,
  logo_name: row.logo_name,
  visuals: row.visuals,
  discounts: [],
});
