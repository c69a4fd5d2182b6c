import { groupOf, nextRowId } from '../ops/rows.ts';
import { customerSees } from '../roles/customer-sees.ts';
import { customerSetKeys } from '../roles/field-role.ts';
import { groupRoles } from '../roles/group-roles.ts';
import { CUSTOMER_ROW_TYPES } from '../roles/row-roles.ts';
import type { Category, QuoteContent } from '../schema/content.ts';
import { emptyGroupOptions, type Group } from '../schema/groups.ts';
import type { QuoteRow } from '../schema/rows.ts';
import { customerAddedRow, customerEditedRow, type Refusal } from './customer-row.ts';
import { deriveFigures } from './derive-figures.ts';
import type { SkuLookup } from './sku.ts';

export type NormalisedWrite = { content: QuoteContent } | Refusal;

const GROUP_KEYS = customerSetKeys(groupRoles);

/** Fresh row ids that collide with nothing stored or sent. */
const idMaker = (stored: QuoteContent, submitted: QuoteContent) => {
  let next = Math.max(Number(nextRowId(stored).slice(1)), Number(nextRowId(submitted).slice(1)));
  return () => `r${next++}`;
};

const catalogueOf = (row: QuoteRow) =>
  row.type === 'product' ? (row.catalogue ?? '').trim().toUpperCase() : '';

/**
 * A group the customer kept keeps its options as staff set them, except catalogue fees whose
 * catalogue had products in the group and has none now (quote spec 4, removing a product).
 * A group the customer adds starts with none.
 */
const normaliseGroup = (
  submitted: Group,
  stored: Group | undefined,
  before: Category,
  after: Category,
): Group => {
  const named = { id: submitted.id, name: submitted.name } as Record<string, unknown>;
  for (const key of Object.keys(named)) if (!GROUP_KEYS.includes(key)) delete named[key];
  if (!stored) return { ...(named as Pick<Group, 'id' | 'name'>), group_options: emptyGroupOptions() };
  const cataloguesIn = (category: Category) =>
    new Set(
      category.items
        .filter((r) => r.type === 'product' && groupOf(r, category) === stored.id)
        .map(catalogueOf),
    );
  const had = cataloguesIn(before);
  const has = cataloguesIn(after);
  const customfees = stored.group_options.customfees.filter((fee) => {
    const key = (fee.catalogue ?? '').trim().toUpperCase();
    return !key || !had.has(key) || has.has(key);
  });
  return { ...stored, ...named, group_options: { ...stored.group_options, customfees } };
};

/**
 * Puts back the stored rows the customer could not remove: lines they were not shown, and staff
 * lines they were shown, each after the row that preceded it when stored. An attention row goes
 * with its product.
 */
const keepStaffRows = (stored: Category, items: QuoteRow[]): QuoteRow[] => {
  const present = new Set(items.map((r) => r.id));
  const products = new Set(items.filter((r) => r.type === 'product').map((r) => r.id));
  const out = [...items];
  let place = 0;
  for (const row of stored.items) {
    if (present.has(row.id)) {
      place = out.findIndex((r) => r.id === row.id) + 1;
      continue;
    }
    const customerRemovable = customerSees.row(row) && CUSTOMER_ROW_TYPES.includes(row.type);
    const orphan = row.type === 'attention' && Boolean(row.product_id) && !products.has(row.product_id ?? '');
    if (customerRemovable || orphan) continue;
    out.splice(place, 0, row);
    present.add(row.id);
    place += 1;
  }
  return out;
};

/**
 * The document to store for a customer's save (docs/decisions/050-field-roles.md): the stored
 * document plus only the changes the field-role tables allow. Nothing the customer sends for a
 * field they may not set is compared with the stored value; it is replaced by it, so the answer
 * never depends on what the customer was not shown. Refusals depend only on what they sent:
 * a staff-only line or decoration type, or a catalogue combination that does not exist.
 * `stored` is the empty document for a new quote.
 */
export const normaliseCustomerWrite = (
  stored: QuoteContent,
  submitted: QuoteContent,
  skus: SkuLookup,
): NormalisedWrite => {
  const freshId = idMaker(stored, submitted);
  const categories: Category[] = [];
  for (const [index, sent] of submitted.categories.entries()) {
    const before: Category = stored.categories[index] ?? {
      category_info: sent.category_info,
      items: [],
      groups: [],
    };
    const storedRows = new Map(before.items.map((r) => [r.id, r]));
    const items: QuoteRow[] = [];
    const taken = new Set<string>();
    for (const row of sent.items) {
      const old = storedRows.get(row.id);
      // A row the customer was shown, sent once with its own type, is an edit; anything else is new.
      const edits = old && old.type === row.type && customerSees.row(old) && !taken.has(row.id);
      const outcome = edits
        ? customerEditedRow(old, row, skus)
        : customerAddedRow(row, old || taken.has(row.id) ? freshId() : row.id, skus);
      if ('refused' in outcome) return outcome;
      items.push(outcome.row);
      taken.add(outcome.row.id);
    }
    const after: Category = { ...before, items: keepStaffRows(before, items) };
    const storedGroups = new Map(before.groups.map((g) => [g.id, g]));
    categories.push({
      ...after,
      groups: sent.groups.map((g) => normaliseGroup(g, storedGroups.get(g.id), before, after)),
    });
  }
  return { content: deriveFigures({ categories }) };
};

/**
 * The document to store for a staff save: staff set any field, prices and costs included, but
 * the derived figures are the server's (quote spec 4).
 */
export const normaliseStaffWrite = (submitted: QuoteContent): QuoteContent => deriveFigures(submitted);
