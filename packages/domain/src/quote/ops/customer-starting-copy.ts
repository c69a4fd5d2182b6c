import { customerMayAddRow, customerMayAddValue, isStaffField } from '../guards/customer-edit.ts';
import type { Category, QuoteContent } from '../schema/content.ts';
import type { Group } from '../schema/groups.ts';
import type { QuoteRow } from '../schema/rows.ts';
import { sameItems } from './same-items.ts';

/** The row without the staff fields a customer's new row may not hold (customerMayAddValue). */
const withoutStaffValues = (row: QuoteRow): QuoteRow => {
  const refused = Object.keys(row).filter(
    (field) => isStaffField(row.type, field) && !customerMayAddValue(row, field),
  );
  if (refused.length === 0) return row;
  const kept = Object.entries(row).filter(([field]) => !refused.includes(field));
  return Object.fromEntries(kept) as QuoteRow;
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
 * a customer may add, so that SAVE DRAFT and SUBMIT of the copy are accepted (the server judges
 * a customer's new quote with customerEditRefusal against an empty one). Delivery, discount and
 * attention lines and decorations of a staff-only type are left out (quote spec 6: only staff add
 * them); groups keep their names but not their tasks, catalogue fees or discount; kept rows lose
 * the staff-set values a new row may not carry (need attention; a decoration's setup quantity,
 * colour change, supplier, notes, setup discounts and hand-typed prices), which staff set again
 * when they price the request.
 * Everything else is kept, and a document that holds nothing staff-only is returned as it is.
 */
export const customerStartingCopy = (content: QuoteContent): QuoteContent => {
  const categories = content.categories.map(customerCategory);
  return sameItems(categories, content.categories) ? content : { ...content, categories };
};
