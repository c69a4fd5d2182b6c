import { customerMayAddRow } from '../roles/customer-may.ts';
import { ROW_ROLES } from '../roles/row-roles.ts';
import type { Category, QuoteContent } from '../schema/content.ts';
import type { Group } from '../schema/groups.ts';
import type { QuoteRow } from '../schema/rows.ts';
import { sameItems } from './same-items.ts';

/**
 * Whether a customer's new row keeps this field: what a customer sets, what the server
 * computes anyway, and a product's price and cost, which the server takes from the catalogue
 * again (normalise-customer-write.ts) but the editor shows until the save.
 */
const keeps = (row: QuoteRow, field: string): boolean => {
  const role = (ROW_ROLES[row.type] as Record<string, { setBy: string } | undefined>)[field];
  return role?.setBy !== 'staff' || (row.type === 'product' && (field === 'price' || field === 'cost'));
};

/** The row without the staff values a customer's new row does not carry. */
const withoutStaffValues = (row: QuoteRow): QuoteRow => {
  const fields = Object.keys(row);
  if (fields.every((field) => keeps(row, field))) return row;
  return Object.fromEntries(Object.entries(row).filter(([field]) => keeps(row, field))) as QuoteRow;
};

/** Tasks, catalogue fees and the group discount are staff's; a customer's new group has none. */
const withoutStaffOptions = (group: Group): Group => {
  const { customs, customfees, discount, ...options } = group.group_options;
  if (customs.length === 0 && customfees.length === 0 && !discount) return group;
  return { ...group, group_options: { ...options, customs: [], customfees: [] } };
};

const customerCategory = (category: Category): Category => {
  const items = category.items.filter(customerMayAddRow).map(withoutStaffValues);
  const groups = category.groups.map(withoutStaffOptions);
  if (sameItems(items, category.items) && sameItems(groups, category.groups)) return category;
  return { ...category, items, groups };
};

/**
 * A customer's starting copy of a document, for a new quote repeated from an earlier one: what
 * a customer may add, so that SAVE DRAFT and SUBMIT of the copy are accepted and the editor
 * shows what will be stored. Delivery, discount and attention lines and decorations of a
 * staff-only type are left out (quote spec 6: only staff add them); groups keep their names but
 * not their tasks, catalogue fees or discount; kept rows lose the staff-set values (need
 * attention; a decoration's setup, colours, stitch count, design, supplier, notes and setup
 * discounts), which staff set again when they price the request.
 * Everything else is kept, and a document that holds nothing staff-only is returned as it is.
 */
export const customerStartingCopy = (content: QuoteContent): QuoteContent => {
  const categories = content.categories.map(customerCategory);
  return sameItems(categories, content.categories) ? content : { ...content, categories };
};
